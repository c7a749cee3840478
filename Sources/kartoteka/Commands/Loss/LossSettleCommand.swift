import KartotekaCore

/// `loss settle --id N --how replaced|paid|by-hand [--note TEXT] [--amount SUM] [--replacement N
/// [--replacement-price SUM] [--replacement-title ID] [--receipt N]]`: records how a lost book
/// was made good, which lifts the reader's block; a copy the reader brought instead joins the
/// fund in the same step.
struct LossSettleCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("loss settle", Bilingual { $0.lossSettleSummary }, worksRemotely: true)
    /// `--how replaced|paid|by-hand`.
    static let how = Option<LossSettlementKind>.checked("how", "replaced|paid|by-hand", \.lossHowHelp,
                                                        expected: Bilingual { $0.lossHowChoices }) { try? LossSettlementKind(parsing: $0) }

    @Read(Option<LossID>.rowID("id", "N", \.lossIDHelp)) var loss: LossID
    @Read(LossSettleCommand.how) var how: LossSettlementKind
    @Read(Option.text("note", "TEXT", \.lossNoteHelp), default: "") var note: String
    @Read(Option<Money>("amount", "SUM", \.lossAmountHelp) { try Money(parsing: $0) }) var amount: Money?
    @Read(Option<InventoryNumber>.inventoryNumber("replacement", \.lossReplacementHelp)) var replacement: InventoryNumber?
    @Read(Option<Money>("replacement-price", "SUM", \.lossReplacementPriceHelp) { try Money(parsing: $0) }) var replacementPrice: Money?
    @Read(Option<TitleID>.rowID("replacement-title", "ID", \.lossReplacementTitleHelp)) var replacementTitle: TitleID?
    @Read(Option<NumberInYear>.numberInYear("receipt", \.lossReplacementReceiptHelp)) var receipt: NumberInYear?

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
