import KartotekaMail
import Synchronization

/// A mail sender that keeps messages instead of sending them, or fails as told.
final class RecordingMail: MailSender {
    private let state = Mutex<(sent: [MailMessage], failure: MailError?)>(([], nil))

    func send(_ message: MailMessage, via server: MailServer) throws {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            state.sent.append(message)
        }
    }

    /// Makes every later send fail.
    func fail(with error: MailError) {
        state.withLock { $0.failure = error }
    }

    /// The messages sent so far.
    var sent: [MailMessage] {
        state.withLock { $0.sent }
    }
}
