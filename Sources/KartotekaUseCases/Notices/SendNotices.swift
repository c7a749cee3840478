import Foundation
import KartotekaCore
import KartotekaMail
import KartotekaStore

/// One run of readers' notices: records the loan reminders due on a day (the hold notices were
/// recorded when their holds changed), then sends every notice waiting, or failed and due to be
/// tried again, through the library's mail server.
///
/// Each notice is recorded before it is sent, claimed by this run in a transaction of its own
/// (so a second run, or a second server, never sends it too), and marked sent or failed after.
/// A crash between the mail server taking a message and the mark leaves the notice claimed: after
/// ``NoticeRecord/interruptedAfter`` it shows as interrupted and is never sent again by itself,
/// so a reader is never told twice; a librarian may send it again from the Notices page.
public struct NoticeRun: Sendable {
    /// What a run did.
    public struct Report: Sendable {
        /// The day the reminders were made for.
        public var day: Day
        /// Whether it only said what it would record.
        public var dryRun: Bool
        /// The notices it recorded (or, dry, would record).
        public var planned: [NoticeRecord]
        /// How many notices went out.
        public var sent: Int
        /// How many could not be sent (tried again later).
        public var failed: Int
    }

    let store: any LibraryStore
    let mailer: any MailSender
    let mailPassword: String?
    let clock: any LibraryClock

    /// Notices sent in one run at most; the rest go in the next.
    static let batch = 500
    /// Attempts after which a failed notice waits for a librarian.
    static let attemptsBySelf = 5

    /// A run over a library, sending with `mailer` and the mail password the program was given.
    public init(store: any LibraryStore, mailer: any MailSender, mailPassword: String?, clock: any LibraryClock) {
        self.store = store
        self.mailer = mailer
        self.mailPassword = mailPassword
        self.clock = clock
    }

    /// Records the reminders due on `day` (default: today) and, unless `dryRun`, sends what is
    /// waiting. Throws ``NoticeError/mailNotSetUp`` when there is something to send and no mail
    /// server (the notices stay waiting).
    public func run(asOf day: Day? = nil, dryRun: Bool = false) throws -> Report {
        let day = day ?? store.today()
        let planned = try store.planNotices(asOf: day, dryRun: dryRun)
        var report = Report(day: day, dryRun: dryRun, planned: planned, sent: 0, failed: 0)
        guard !dryRun else { return report }
        let waiting = try store.noticesToSend(limit: Self.batch)
        guard !waiting.isEmpty else { return report }
        let mail = try store.settings().exchange.mail
        guard !mail.serverURL.isEmpty else { throw NoticeError.mailNotSetUp }
        let server = MailServer(url: mail.serverURL, requireStartTLS: mail.requireStartTLS, user: mail.user, password: mailPassword ?? "")
        let from = LibraryMail.sender(mail)
        for id in waiting {
            guard let notice = try store.claimNotice(id) else { continue }
            do {
                try mailer.send(MailMessage(from: from, to: notice.recipient, subject: notice.subject, body: notice.body, attachment: nil),
                                via: server)
                try store.noticeSent(id)
                report.sent += 1
            } catch {
                let reason = (error as? any KartotekaError)?.message.text(in: notice.language) ?? String(describing: error)
                let tries = notice.attempts  // counted when it was claimed
                let retry = tries < Self.attemptsBySelf ? clock.now().addingTimeInterval(TimeInterval(3600 * tries)) : nil
                try store.noticeFailed(id, reason: reason, retryAt: retry)
                report.failed += 1
            }
        }
        return report
    }
}
