import KartotekaCore

/// `receipt show N`: a batch, what it brought, and its copies.
struct ReceiptShowCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("receipt show", Bilingual { $0.receiptShowSummary }, worksRemotely: true)
    /// `<number>`.
    static let number = Argument<NumberInYear>.numberInYear("number")

    /// The batch as typed.
    @Read(ReceiptShowCommand.number) var value: NumberInYear

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let resolved = try value.resolved(at: desk)
        let receipt = try desk.receipt(resolved)
        let copies = try desk.wholeInventoryBook(InventoryBookQuery(receipt: resolved))
        try context.output(receipt, text: ([context.report.receipt(receipt)] + copies.map { "  " + context.report.bookLine($0) })
            .joined(separator: "\n"))
    }
}
