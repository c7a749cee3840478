import Foundation
import KartotekaCore

/// Notices to readers: recorded before they are sent, claimed by one run at a time, marked sent
/// or failed. Every method is one transaction.
public protocol NoticeStore: Sendable {
    /// Records the reminders of loans due on `day` (before the due day, overdue) that were not made
    /// before, one notice per reader and kind, for readers with an e-mail address; with `dryRun`,
    /// only says what it would record. Returns the new notices.
    func planNotices(asOf day: Day, dryRun: Bool) throws -> [NoticeRecord]
    /// The notices due to be sent now (waiting, or failed and due to be tried again), oldest first.
    func noticesToSend(limit: Int) throws -> [NoticeID]
    /// Claims a notice for sending; `nil` when another run took it or it is no longer needed.
    func claimNotice(_ id: NoticeID) throws -> NoticeRecord?
    /// Notes that a claimed notice was sent.
    func noticeSent(_ id: NoticeID) throws
    /// Notes that sending a claimed notice failed, with why, and when to try again (`nil`: not by itself).
    func noticeFailed(_ id: NoticeID, reason: String, retryAt: Date?) throws
    /// Sends a notice again: one that failed or whose sending was interrupted.
    func retryNotice(_ id: NoticeID) throws -> NoticeRecord
    /// One notice; throws ``NoticeError/noticeNotFound(_:)``.
    func notice(_ id: NoticeID) throws -> NoticeRecord
    /// A page of notices, newest first.
    func notices(_ query: NoticeQuery) throws -> Page<NoticeRecord>
    /// Readers without an e-mail address and what they would be told on `day` (default: today):
    /// all, a class's, or one reader's.
    func printableNotices(asOf day: Day?, schoolClass: SchoolClass?, ticket: TicketNumber?) throws -> [ReaderNotices]
}
