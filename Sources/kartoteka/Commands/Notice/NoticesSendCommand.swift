import KartotekaCore

/// `notices send [--dry-run] [--at YYYY-MM-DD]`: records the loan reminders due (before the due
/// day, overdue) and sends every notice waiting; running it twice sends nothing twice.
struct NoticesSendCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("notices send", Bilingual { $0.noticesSendSummary }, worksRemotely: true)

    @Read(Flag("dry-run", \.noticesDryRunHelp)) var dry: Bool
    @Read(Option.day("at", \.noticesAtHelp)) var day: Day?

    func run(_ context: CommandContext) throws {
        let report = try context.desk().sendNotices(asOf: day, dryRun: dry)
        let lines = report.planned.map { "  \($0.ticketNumber ?? "—")  \($0.recipient)  \($0.subject)" }
        let summary = dry ? context.texts.noticesWouldRecord(report.planned.count, day: report.day)
            : context.texts.noticesRan(recorded: report.planned.count, sent: report.sent, failed: report.failed, day: report.day)
        try context.output(report, text: ([summary] + lines).joined(separator: "\n"))
    }
}
