import KartotekaCore

/// `receipt list [--year Y] [--open]`: the batches of the book of summary accounting, newest first.
struct ReceiptListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("receipt list", Bilingual { $0.receiptListSummary }, worksRemotely: true)
    /// `--open`.
    static let open = Flag("open", \.openReceiptsHelp)
    static let options: [any OptionDeclaration] = [AccountingOptions.year, open] + PageOptions.all

    /// Which batches.
    let query: ReceiptQuery

    init(_ input: CommandInput) throws {
        query = ReceiptQuery(year: try input.value(AccountingOptions.year), openOnly: input.flag(Self.open), page: try PageOptions.page(input))
    }

    func run(_ context: CommandContext) throws {
        try PageOptions.print(try context.desk().receipts(query), row: context.report.receipt, nothing: Bilingual { $0.noReceiptsListed },
                              context)
    }
}
