import Foundation
import KartotekaCore
import KartotekaMail
import KartotekaStore

/// Readers' notices, recorded and sent: records the loan reminders due on a day (the hold notices
/// were recorded when their holds changed), then sends every notice waiting, or failed and due to
/// be tried again, through the library's mail server. The Notices page, `POST /api/v1/notices/send`,
/// `kartoteka notices send` and the server's scheduled care all run it.
///
/// It waits on the mail server, so each of its steps is a transaction of its own: recording the
/// reminders; claiming a notice for this run (so a second run, or a second server, never sends it
/// too); marking it sent or failed after. A crash between the mail server taking a message and
/// the mark leaves the notice claimed: after ``NoticeRecord/interruptedAfter`` it shows as
/// interrupted and is never sent again by itself, so a reader is never told twice; a librarian
/// may send it again (``RetryNotice``).
public struct SendNotices: ReachesOutside {
    public static let action = "send notices"
    public static let access = UseCaseAccess.permission(.browseReaders)

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

    /// The day to make the reminders for; `nil`: today.
    public let day: Day?
    /// Whether only to say which reminders it would record (nothing recorded or sent).
    public let dryRun: Bool
    let mail: LibraryMail
    let clock: any LibraryClock

    /// Notices sent in one run at most; the rest go in the next.
    static let batch = 500
    /// Attempts after which a failed notice waits for a librarian.
    static let attemptsBySelf = 5

    /// A run for `day` (default: today), sending through `mail`; `clock` says when a failed
    /// notice is tried again.
    public init(asOf day: Day? = nil, dryRun: Bool = false, through mail: LibraryMail, clock: any LibraryClock) {
        self.day = day
        self.dryRun = dryRun
        self.mail = mail
        self.clock = clock
    }

    /// Records the reminders and, unless a dry run, sends what is waiting. Throws
    /// ``NoticeError/mailNotSetUp`` when there is something to send and no mail server (nothing is
    /// recorded: reminders piled up day after day would all go out at once the day a server is
    /// set up), ``NoticeError/dayNotCome(_:)`` or ``NoticeError/dayPassed(_:)`` for a day other
    /// than today unless a dry run.
    public func run(in library: Library, by principal: Principal) throws -> Report {
        let store = library.store
        let day = day ?? store.today()
        // A reminder sent ahead of its day would claim its key, and the real one never go out; one
        // sent for a day gone by would tell the reader of due days as they were then.
        if !dryRun, day > store.today() { throw NoticeError.dayNotCome(day) }
        if !dryRun, day < store.today() { throw NoticeError.dayPassed(day) }
        let settings = try store.settings().exchange.mail
        if !dryRun, settings.serverURL.isEmpty {
            let due = try store.planNotices(asOf: day, dryRun: true)
            guard due.isEmpty, try store.noticesToSend(limit: 1).isEmpty else { throw NoticeError.mailNotSetUp }
            return Report(day: day, dryRun: false, planned: [], sent: 0, failed: 0)
        }
        let planned = try store.planNotices(asOf: day, dryRun: dryRun)
        var report = Report(day: day, dryRun: dryRun, planned: planned, sent: 0, failed: 0)
        guard !dryRun else { return report }
        let waiting = try store.noticesToSend(limit: Self.batch)
        guard !waiting.isEmpty else { return report }
        let server = mail.server(settings)
        let from = LibraryMail.sender(settings)
        for id in waiting {
            guard let notice = try store.claimNotice(id) else { continue }
            do {
                try mail.mailer.send(MailMessage(from: from, to: notice.recipient, subject: notice.subject, body: notice.body,
                                                 attachment: nil, messageID: notice.messageID), via: server)
            } catch {
                let reason = (error as? any KartotekaError)?.message.text(in: notice.language) ?? String(describing: error)
                let tries = notice.attempts  // counted when it was claimed
                let retry = tries < Self.attemptsBySelf ? clock.now().addingTimeInterval(TimeInterval(3600 * tries)) : nil
                try store.noticeFailed(id, reason: reason, retryAt: retry)
                report.failed += 1
                continue
            }
            // Sent: a failure to note it leaves the notice claimed, shown as interrupted after a
            // while and never sent again by itself — not failed, which would send it twice.
            try store.noticeSent(id)
            report.sent += 1
        }
        return report
    }

    public func auditSubject(of output: Report) -> String? {
        guard !output.dryRun, !output.planned.isEmpty || output.sent > 0 || output.failed > 0 else { return nil }
        return "notices of \(output.day.isoText): \(output.planned.count) recorded, \(output.sent) sent, \(output.failed) failed"
    }
}
