import KartotekaCore

/// `loss settle --id N --how replaced|paid|by-hand [--note TEXT] [--amount SUM] [--replacement N
/// [--replacement-price SUM] [--replacement-title ID] [--receipt N]]`: records how a lost book
/// was made good, which lifts the reader's block; a copy the reader brought instead joins the
/// fund in the same step.
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
    /// `--replacement N`: the inventory number of the copy brought instead.
    static let replacement = Option<InventoryNumber>.inventoryNumber("replacement", \.lossReplacementHelp)
    /// `--replacement-price SUM`.
    static let replacementPrice = Option<Money>("replacement-price", "SUM", \.lossReplacementPriceHelp) { try Money(parsing: $0) }
    /// `--replacement-title ID`.
    static let replacementTitle = Option<TitleID>.rowID("replacement-title", "ID", \.lossReplacementTitleHelp)
    /// `--receipt N`.
    static let receipt = Option<NumberInYear>.numberInYear("receipt", \.lossReplacementReceiptHelp)
    static let options: [any OptionDeclaration] = [id, how, note, amount, replacement, replacementPrice, replacementTitle, receipt]

    let loss: LossID
    let how: LossSettlementKind
    let note: String
    let amount: Money?
    let replacement: InventoryNumber?
    let replacementPrice: Money?
    let replacementTitle: TitleID?
    let receipt: NumberInYear?

    init(_ input: CommandInput) throws {
        loss = try input.required(Self.id)
        how = try input.required(Self.how)
        note = try input.value(Self.note) ?? ""
        amount = try input.value(Self.amount)
        replacement = try input.value(Self.replacement)
        replacementPrice = try input.value(Self.replacementPrice)
        replacementTitle = try input.value(Self.replacementTitle)
        receipt = try input.value(Self.receipt)
    }

    /// The settlement asked for, a bare receipt number in `receiptYear` (`nil`: no receipt named).
    private func request(receiptYear: Int?) throws -> LossSettlementRequest {
        let copy = replacement.map {
            LossReplacement(inventoryNumber: $0, price: replacementPrice, titleID: replacementTitle,
                            receipt: receiptYear.flatMap { receipt?.resolved(inYear: $0) })
        }
        return try LossSettlementRequest(how: how, note: note, amount: amount, replacement: copy)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let year = receipt == nil ? nil : try desk.accountingToday.year
        let settled = try desk.settleLoss(loss, try request(receiptYear: year))
        try context.output(settled, text: context.texts.lossSettledNote + "\n  " + context.report.loss(settled))
    }
}
