import Foundation
import KartotekaMail
import Synchronization

/// A mail sender that keeps messages instead of sending them, or fails as told.
final class RecordingMailSender: MailSender {
    private let state = Mutex<(sent: [MailMessage], servers: [MailServer], failure: MailError?)>(([], [], nil))

    func send(_ message: MailMessage, via server: MailServer) throws {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            state.sent.append(message)
            state.servers.append(server)
        }
    }

    /// The mail servers the messages went through, in order.
    var servers: [MailServer] {
        state.withLock { $0.servers }
    }

    /// Waits (at most five seconds) until `count` messages were sent off the request's thread.
    @discardableResult
    func waitUntilSent(_ count: Int) -> [MailMessage] {
        let deadline = Date().addingTimeInterval(5)
        while sent.count < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return sent
    }

    /// Makes every later send fail.
    func fail(with error: MailError) {
        state.withLock { $0.failure = error }
    }

    /// Makes later sends succeed again.
    func succeed() {
        state.withLock { $0.failure = nil }
    }

    /// The messages sent so far.
    var sent: [MailMessage] {
        state.withLock { $0.sent }
    }
}
