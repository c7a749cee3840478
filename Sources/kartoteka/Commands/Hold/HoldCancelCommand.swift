import KartotekaCore

/// `hold cancel --id N`: cancels a hold in force; a copy set aside for it goes to the next reader.
struct HoldCancelCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("hold cancel", Bilingual { $0.holdCancelSummary }, worksRemotely: true)
    /// `--id N`.
    static let id = Option<HoldID>.rowID("id", "N", \.holdIDHelp)
    static let options: [any OptionDeclaration] = [id]

    /// The hold to cancel.
    let hold: HoldID

    init(_ input: CommandInput) throws {
        hold = try input.required(Self.id)
    }

    func run(_ context: CommandContext) throws {
        let cancelled = try context.desk().cancelHold(hold)
        try context.output(cancelled, text: context.texts.holdCancelledLine(context.report.hold(cancelled)))
    }
}
