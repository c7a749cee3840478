import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/ksu` and `/api/v1/inventory-book`: the book of summary accounting of a period and the
/// inventory book.
enum LedgerAPI {
    static let endpoints = [summaryBook, inventoryBook]

    static let from = QueryParameters.day("from", "The period's first day; the year's first by default.")
    static let to = QueryParameters.day("to", "The period's last day; the year's last by default.")
    static let fund = QueryParameter<LedgerFund>(
        "fund", schema: OpenAPISchema.string(values: LedgerFund.allCases.map(\.rawValue)),
        description: "`main` (the default): the main fund, textbooks left out; `textbooks`: the textbook fund's own book.") {
        LedgerFund(rawValue: $0)
    }

    static let summaryBook = Endpoint.api(
        .get, "/api/v1/ksu", .permission(.keepAccounts),
        Operation("getSummaryBook", "The book of summary accounting of a year or a period: receipts, write-offs, totals.",
                  tag: .accounts, errors: [422],
                  description: "`year`, or `from` and `to` (either may be left out: the year's first or last day); nothing is this "
                    + "year. A period that ends before it starts is 422."),
        query: [ReceiptsAPI.year, from, to, fund], answer: .ok(Schemas.summaryBook, "The book's three parts."), work: .long
    ) { context in
        KSUResource(try context.store.summaryBook(try context.ledgerPeriod(), fund: try context.query(fund) ?? .main))
    }

    static let inventoryFrom = QueryParameter<InventoryNumber>(
        "inventoryFrom", schema: OpenAPISchema.string(), description: "The first inventory number shown.") { try? InventoryNumber(validating: $0) }
    static let inventoryTo = QueryParameter<InventoryNumber>(
        "inventoryTo", schema: OpenAPISchema.string(), description: "The last inventory number shown.") { try? InventoryNumber(validating: $0) }
    static let receivedFrom = QueryParameters.day("receivedFrom", "Copies received on or after this day.")
    static let receivedTo = QueryParameters.day("receivedTo", "Copies received on or before this day.")
    static let receipt = QueryParameter<YearlyNumber>(
        "receipt", schema: OpenAPISchema.string(), description: "Only the copies of this batch: `2027/5`.") { YearlyNumber(text: $0) }
    static let branch = QueryParameters.branch("Only the copies of this branch's fund.")
    /// The batch an import's copies without a КСУ number join.
    static let importReceipt = QueryParameter<YearlyNumber>(
        "receipt", schema: OpenAPISchema.string(),
        description: "The batch (`2027/5`) the imported copies without a summary book number (910^U) of their own join; it must exist.") {
        YearlyNumber(text: $0)
    }

    static let inventoryBook = Endpoint.api(
        .get, "/api/v1/inventory-book", .permission(.keepAccounts),
        Operation("getInventoryBook", "The inventory book: every copy in inventory-number order, with its receipt and write-off.",
                  tag: .accounts, errors: [404]),
        query: [inventoryFrom, inventoryTo, receivedFrom, receivedTo, receipt, branch, QueryParameters.offset, QueryParameters.limit],
        answer: .ok(Schemas.inventoryBookPage, "One page of the book.")
    ) { context in
        PageResource(try context.store.inventoryBook(try context.inventoryBookQuery(page: try context.pageRequest())),
                     InventoryBookEntryResource.init)
    }
}

extension RequestContext {
    /// The period `year`, `from` and `to` name.
    func ledgerPeriod() throws -> LedgerPeriod {
        try LedgerPeriod(year: try query(ReceiptsAPI.year), from: try query(LedgerAPI.from), to: try query(LedgerAPI.to), today: today)
    }

    /// The part of the inventory book the query names.
    func inventoryBookQuery(page: PageRequest) throws -> InventoryBookQuery {
        InventoryBookQuery(inventoryFrom: try query(LedgerAPI.inventoryFrom), inventoryTo: try query(LedgerAPI.inventoryTo),
                           receivedFrom: try query(LedgerAPI.receivedFrom), receivedTo: try query(LedgerAPI.receivedTo),
                           branch: try query(LedgerAPI.branch), receipt: try query(LedgerAPI.receipt), page: page)
    }
}
