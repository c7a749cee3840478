import KartotekaCore

/// `hold cancel --id N`: cancels a hold in force; a copy set aside for it goes to the next reader.
struct HoldCancelCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("hold cancel", Bilingual { $0.holdCancelSummary }, worksRemotely: true)
    /// `--id N`.
    static let id = Option<HoldID>.rowID("id", "N", \.holdIDHelp)

    /// The hold to cancel.
    @Read(HoldCancelCommand.id) var value: HoldID

    func run(_ context: CommandContext) throws {
        let cancelled = try context.desk().cancelHold(value)
        try context.output(cancelled, text: context.texts.holdCancelledLine(context.report.hold(cancelled)))
    }
}
