import KartotekaCore

/// `loss settle --id N --how replaced|paid|by-hand [--note TEXT] [--amount SUM]`: records how a
/// lost book was made good, which lifts the reader's block.
struct LossSettleCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("loss settle", Bilingual { $0.lossSettleSummary }, worksRemotely: true)
    /// `--id N`.
    static let id = Option<LossID>.rowID("id", "N", \.lossIDHelp)
    /// `--how replaced|paid|by-hand`.
    static let how = Option<LossSettlementKind>.checked("how", "replaced|paid|by-hand", \.lossHowHelp,
                                                        expected: Bilingual { $0.lossHowChoices }) { try? LossSettlementKind(parsing: $0) }
    /// `--note TEXT`.
    static let note = Option.text("note", "TEXT", \.lossNoteHelp)
    /// `--amount SUM`.
    static let amount = Option<Money>("amount", "SUM", \.lossAmountHelp) { try Money(parsing: $0) }
    static let options: [any OptionDeclaration] = [id, how, note, amount]

    let loss: LossID
    let settlement: LossSettlementRequest

    init(_ input: CommandInput) throws {
        loss = try input.required(Self.id)
        settlement = try LossSettlementRequest(how: try input.required(Self.how), note: try input.value(Self.note) ?? "",
                                               amount: try input.value(Self.amount))
    }

    func run(_ context: CommandContext) throws {
        let settled = try context.desk().settleLoss(loss, settlement)
        try context.output(settled, text: context.texts.lossSettledNote + "\n  " + context.report.loss(settled))
    }
}
