import Foundation
import KartotekaCore
import KartotekaWire

extension NoticeResource {
    /// The resource for a notice as of `now`.
    public init(_ notice: NoticeRecord, now: Date) {
        self.init()
        id = notice.id.rawValue
        kind = notice.kind.rawValue
        ticketNumber = notice.ticketNumber?.rawValue
        readerName = notice.readerName
        recipient = notice.recipient
        language = notice.language.rawValue
        subject = notice.subject
        body = notice.body
        state = notice.state.rawValue
        interrupted = notice.isInterrupted(now: now)
        attempts = notice.attempts
        lastError = notice.lastError.isEmpty ? nil : notice.lastError
        createdAt = notice.createdAt
        nextAttemptAt = notice.nextAttemptAt
        sentAt = notice.sentAt
    }
}
