import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/ksu` and `/api/v1/inventory-book`: the book of summary accounting of a period and the
/// inventory book.
enum LedgerAPI {
    static let endpoints = [summaryBook, inventoryBook]

    static let summaryBook = Endpoint.periodReport(
        Routes.Ledger.summaryBook, .permission(.keepAccounts),
        "The book of summary accounting of a year or a period: receipts, write-offs, totals.",
        description: "`year`, or `from` and `to` (either may be left out: the year's first or last day); nothing is this "
            + "year. A period that ends before it starts is 422.",
        ok: "The book's three parts."
    ) { context, period in
        KSUResource(try context.store.summaryBook(period, fund: try context.query(Routes.Ledger.fund) ?? .main))
    }

    static let inventoryBook = Endpoint.api(
        Routes.Ledger.inventoryBook, .permission(.keepAccounts),
        Operation("The inventory book: every copy in inventory-number order, with its receipt and write-off.",
                  tag: .accounts, errors: [404]),
        answer: .ok(InventoryBookEntryResource.page, "One page of the book.")
    ) { context in
        PageResource(try context.store.inventoryBook(try context.inventoryBookQuery(page: try context.pageRequest())),
                     InventoryBookEntryResource.init)
    }
}

extension RequestContext {
    /// The period `year`, `from` and `to` name.
    func ledgerPeriod() throws -> LedgerPeriod {
        try LedgerPeriod(year: try query(Routes.Receipts.year), from: try query(Routes.Ledger.from), to: try query(Routes.Ledger.to), today: today)
    }

    /// The part of the inventory book the query names.
    func inventoryBookQuery(page: PageRequest) throws -> InventoryBookQuery {
        InventoryBookQuery(inventoryFrom: try query(Routes.Ledger.inventoryFrom), inventoryTo: try query(Routes.Ledger.inventoryTo),
                           receivedFrom: try query(Routes.Ledger.receivedFrom), receivedTo: try query(Routes.Ledger.receivedTo),
                           branch: try query(Routes.Ledger.branch), receipt: try query(Routes.Ledger.receipt), page: page)
    }
}
