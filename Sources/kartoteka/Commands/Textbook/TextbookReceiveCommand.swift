import KartotekaCore

/// `textbook receive --title-id N --count N [--receipt N] [--price SUM]`: catalogues copies of a
/// carded textbook at once, numbered under its card.
struct TextbookReceiveCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("textbook receive", Bilingual { $0.textbookReceiveSummary }, worksRemotely: true)

    @Read(TextbookOptions.title) var title: TitleID
    @Read(Option.integer("count", range: TextbookCard.copyCounts, \.textbookCountHelp)) var count: Int
    @Read(Option<NumberInYear>.numberInYear("receipt", \.bookReceiptHelp)) var receipt: NumberInYear?
    @Read(Option<Money>("price", "SUM", \.textbookPriceHelp) { try Money(parsing: $0) }) var price: Money?

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let batch = try receipt.map { try $0.resolved(at: desk) }
        let card = try desk.addTextbookCopies(title, count: count, receipt: batch, price: price)
        try context.output(card, text: context.report.textbookCard(card))
    }
}
