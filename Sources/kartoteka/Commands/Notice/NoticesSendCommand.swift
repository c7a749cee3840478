import KartotekaCore

/// `notices send [--dry-run] [--at YYYY-MM-DD]`: records the loan reminders due (before the due
/// day, overdue) and sends every notice waiting; running it twice sends nothing twice.
struct NoticesSendCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("notices send", Bilingual { $0.noticesSendSummary }, worksRemotely: true)
    /// `--dry-run`.
    static let dryRun = Flag("dry-run", \.noticesDryRunHelp)
    /// `--at YYYY-MM-DD`.
    static let at = Option.day("at", \.noticesAtHelp)
    static let options: [any OptionDeclaration] = [dryRun, at]

    let dry: Bool
    let day: Day?

    init(_ input: CommandInput) throws {
        dry = input.flag(Self.dryRun)
        day = try input.value(Self.at)
    }

    func run(_ context: CommandContext) throws {
        let report = try context.desk().sendNotices(asOf: day, dryRun: dry)
        let lines = report.planned.map { "  \($0.ticketNumber ?? "—")  \($0.recipient)  \($0.subject)" }
        let summary = dry ? context.texts.noticesWouldRecord(report.planned.count, day: report.day)
            : context.texts.noticesRan(recorded: report.planned.count, sent: report.sent, failed: report.failed, day: report.day)
        try context.output(report, text: ([summary] + lines).joined(separator: "\n"))
    }
}
