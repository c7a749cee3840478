import KartotekaCore

/// `textbook receive --title-id N --count N [--receipt N] [--price SUM]`: catalogues copies of a
/// carded textbook at once, numbered under its card.
struct TextbookReceiveCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("textbook receive", Bilingual { $0.textbookReceiveSummary }, worksRemotely: true)
    static let count = Option.integer("count", range: TextbookCard.copyCounts, \.textbookCountHelp)
    static let receipt = Option<NumberInYear>.numberInYear("receipt", \.bookReceiptHelp)
    static let price = Option<Money>("price", "SUM", \.textbookPriceHelp) { try Money(parsing: $0) }
    static let options: [any OptionDeclaration] = [TextbookOptions.title, count, receipt, price]

    let title: TitleID
    let count: Int
    let receipt: NumberInYear?
    let price: Money?

    init(_ input: CommandInput) throws {
        title = try input.required(TextbookOptions.title)
        count = try input.required(Self.count)
        receipt = try input.value(Self.receipt)
        price = try input.value(Self.price)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let batch = try receipt.map { try $0.resolved(at: desk) }
        let card = try desk.addTextbookCopies(title, count: count, receipt: batch, price: price)
        try context.output(card, text: context.report.textbookCard(card))
    }
}
