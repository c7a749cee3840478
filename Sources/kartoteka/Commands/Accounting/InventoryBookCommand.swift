import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `inventory-book [--from N] [--to N] [--received-from D] [--received-to D] [--receipt N]
/// [--branch C] [--csv]`: the inventory book, a line per copy in inventory-number order (with
/// `--csv`, every line the filters keep).
struct InventoryBookCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("inventory-book", Bilingual { $0.inventoryBookSummary }, worksRemotely: true)
    static let from = Option<InventoryNumber>.inventoryNumber("from", \.inventoryFromHelp)
    static let to = Option<InventoryNumber>.inventoryNumber("to", \.inventoryToHelp)
    static let receivedFrom = Option.day("received-from", \.receivedFromHelp)
    static let receivedTo = Option.day("received-to", \.receivedToHelp)
    static let receipt = Option<NumberInYear>.numberInYear("receipt", \.bookReceiptHelp)
    static let branch = Option<BranchCode>.branchCode("branch", \.bookBranchHelp)
    static let options: [any OptionDeclaration] = [from, to, receivedFrom, receivedTo, receipt, branch, AccountingOptions.csv] + PageOptions.all

    let query: InventoryBookQuery
    let receiptNumber: NumberInYear?
    let csv: Bool

    init(_ input: CommandInput) throws {
        query = InventoryBookQuery(inventoryFrom: try input.value(Self.from), inventoryTo: try input.value(Self.to),
                                   receivedFrom: try input.value(Self.receivedFrom), receivedTo: try input.value(Self.receivedTo),
                                   branch: try input.value(Self.branch), page: try PageOptions.page(input, defaultLimit: 100))
        receiptNumber = try input.value(Self.receipt)
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        var query = query
        query.receipt = try receiptNumber.map { try $0.resolved(at: desk) }
        guard csv else {
            return try PageOptions.print(try desk.inventoryBook(query), row: context.report.bookLine,
                                         nothing: Bilingual { $0.inventoryBookNothing }, context)
        }
        AccountingOptions.printCSV(AccountingCSV(language: context.language).inventoryBook(try desk.wholeInventoryBook(query)), context)
    }
}
