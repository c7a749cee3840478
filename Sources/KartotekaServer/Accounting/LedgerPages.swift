import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/accounting`, `/ksu`, `/inventory-book`: the fund's accounts in one place, the book of
/// summary accounting of a year or a period, and the inventory book — each on the page, to
/// print, and as CSV.
enum LedgerPages {
    static let endpoints: [any EndpointDeclaration] = [hub, summaryBook, summaryBookPrint, summaryBookCSV, inventoryBook, inventoryBookPrint, inventoryBookCSV]

    static let hub: PageRoute<Void> = Endpoint.page(.get, "/accounting", .permission(.keepAccounts)) { context in
        let page = context.page
        let tiles: [(String, String, String)] = [
            (ReceiptPages.list.path, page.texts.receipts, page.texts.receiptsTileNote),
            (WriteOffPages.list.path, page.texts.writeOffs, page.texts.writeOffsTileNote),
            (LedgerPages.summaryBook.path, page.texts.summaryBookShort, page.texts.summaryBookTileNote),
            (LedgerPages.inventoryBook.path, page.text(LedgerHeading.inventoryBook.name), page.texts.inventoryBookTileNote),
            (StocktakePages.list.path, page.texts.stocktakes, page.texts.stocktakesTileNote),
            (TextbookPages.list.path, page.texts.textbookFundHeading, page.texts.textbookFundTileNote),
            (FormPages.schoolFund.path, page.texts.oo2Short, page.texts.oo2TileNote),
            (BulletinPages.page.path, page.texts.bulletinShort, page.texts.bulletinTileNote),
            ("\(LossPages.list.path)?awaitingWriteOff=1", page.texts.lostBooks, page.texts.writeOffLossesHint),
            (LossPages.ledger.path, page.texts.replacementLedgerShort, page.texts.replacementLedgerTileNote),
        ]
        let cards = tiles.map { "<a class=\"tile\" href=\"\($0.0)\"><strong>\($0.1)</strong><span>\($0.2)</span></a>" as HTML }
        return Layout.page(page.texts.fundAccounts, page, body: """
            <h1>\(page.texts.fundAccounts)</h1>
            <div class="tiles">\(cards)</div>
            """)
    }

    static let periodQuery: [any DeclaredQueryParameter] = [Routes.Receipts.year, Routes.Ledger.from, Routes.Ledger.to]
    static let summaryQuery: [any DeclaredQueryParameter] = periodQuery + [Routes.Ledger.fund]

    static let summaryBook: PageRoute<Void> = Endpoint.page(.get, "/ksu", .permission(.keepAccounts), query: summaryQuery, work: .long) { context in
        let page = context.page
        let year = try context.lenientQuery(Routes.Receipts.year)
        let (from, to) = (try context.lenientQuery(Routes.Ledger.from), try context.lenientQuery(Routes.Ledger.to))
        let fund = try context.lenientQuery(Routes.Ledger.fund) ?? .main
        var problems: [FieldProblem] = []
        var book: HTML = .empty
        do {
            let period = try LedgerPeriod(year: year, from: from, to: to, today: context.today)
            book = KSUDocument.render(page, try context.store.summaryBook(period, fund: fund), fund: fund)
        } catch let error as ValidationError {
            problems = error.problems
        }
        let fields = FormInputs(page, problems: problems)
        let query = link([("year", year.map(String.init)), ("from", from?.isoText), ("to", to?.isoText),
                          ("fund", fund == .main ? nil : fund.rawValue)])
        let funds = LedgerFund.allCases.map { ($0.rawValue, page.text($0.name)) }
        return Layout.page(page.texts.summaryBookShort, page, status: problems.isEmpty ? 200 : 422, body: """
            <p class="crumbs"><a href="\(LedgerPages.hub.path)">\(page.texts.fundAccounts)</a></p>
            <h1>\(page.text(LedgerHeading.summaryBook.name)) · \(page.text(fund.name))</h1>
            \(fields.summary())
            <form method="get" action="\(LedgerPages.summaryBook.path)" class="form compact" id="ksu-period">
            \(fields.input("year", page.texts.yearField, value: year.map(String.init) ?? "", kind: "number"))
            \(fields.input("from", page.texts.periodFrom, value: from?.isoText ?? "", kind: "date"))
            \(fields.input("to", page.texts.periodTo, value: to?.isoText ?? "", kind: "date"))
            \(fields.select("fund", page.texts.ledgerFundField, value: fund.rawValue, options: funds))
            <div class="actions"><button type="submit" class="primary">\(page.texts.show)</button>
            <a class="button" href="\(LedgerPages.summaryBookPrint.path)\(query)">\(page.texts.printVersion)</a>
            <a class="button" href="\(LedgerPages.summaryBookCSV.path)\(query)" download>\(page.texts.downloadCSV)</a></div>
            </form>
            <div class="document">\(book)</div>
            """)
    }

    static let summaryBookPrint = Endpoint.page(.get, "/ksu/print", .permission(.keepAccounts), query: summaryQuery, work: .long) { context in
        let period = try context.ledgerPeriod()
        let fund = try context.query(Routes.Ledger.fund) ?? .main
        let book = try context.store.summaryBook(period, fund: fund)
        let query = link([("from", period.from.isoText), ("to", period.to.isoText), ("fund", fund == .main ? nil : fund.rawValue)])
        return PrintLayout.page("\(context.page.text(LedgerHeading.summaryBook.name)) · \(context.page.text(fund.name))", context.page, back: "\(LedgerPages.summaryBook.path)\(query)", csv: "\(LedgerPages.summaryBookCSV.path)\(query)",
                                wide: true, body: KSUDocument.render(context.page, book, fund: fund))
    }

    static let summaryBookCSV = Endpoint.page(.get, "/ksu/csv", .permission(.keepAccounts), query: summaryQuery, work: .long) { context in
        let period = try context.ledgerPeriod()
        let fund = try context.query(Routes.Ledger.fund) ?? .main
        let book = KSUResource(try context.store.summaryBook(period, fund: fund))
        return PrintLayout.csv(AccountingCSV(language: context.page.language).summaryBook(book, fund: fund == .textbooks ? fund.name : nil),
                               name: "ksu-\(fund == .main ? "" : "textbooks-")\(period.from.isoText)-\(period.to.isoText).csv")
    }

    static let bookQuery: [any DeclaredQueryParameter] = [Routes.Ledger.inventoryFrom, Routes.Ledger.inventoryTo, Routes.Ledger.receivedFrom,
                                                          Routes.Ledger.receivedTo, Routes.Ledger.receipt, Routes.Ledger.branch]

    static let inventoryBook: PageRoute<Void> = Endpoint.page(.get, "/inventory-book", .permission(.keepAccounts),
                                                              query: bookQuery + QueryParameters.paging) { context in
        let page = context.page
        let query = try context.inventoryBookQuery(page: try context.listPage(defaultLimit: 100))
        let entries = try context.store.inventoryBook(query)
        let fields = FormInputs(page)
        let parameters = bookParameters(query)
        let link = link(parameters.map { ($0.0, Optional($0.1)) })
        return Layout.page(page.text(LedgerHeading.inventoryBook.name), page, body: """
            <p class="crumbs"><a href="\(LedgerPages.hub.path)">\(page.texts.fundAccounts)</a></p>
            <h1>\(page.text(LedgerHeading.inventoryBook.name))</h1>
            <form method="get" action="\(LedgerPages.inventoryBook.path)" class="form compact" id="inventory-book-filter">
            \(fields.input("inventoryFrom", page.texts.inventoryFromField, value: query.inventoryFrom?.rawValue ?? ""))
            \(fields.input("inventoryTo", page.texts.inventoryToField, value: query.inventoryTo?.rawValue ?? ""))
            \(fields.input("receivedFrom", page.texts.receivedFromField, value: query.receivedFrom?.isoText ?? "", kind: "date"))
            \(fields.input("receivedTo", page.texts.receivedToField, value: query.receivedTo?.isoText ?? "", kind: "date"))
            <div class="actions"><button type="submit" class="primary">\(page.texts.show)</button>
            <a class="button" href="\(LedgerPages.inventoryBookPrint.path)\(link)">\(page.texts.printVersion)</a>
            <a class="button" href="\(LedgerPages.inventoryBookCSV.path)\(link)" download>\(page.texts.downloadCSV)</a></div>
            </form>
            \(entries.items.isEmpty ? "<p class=\"empty\">\(page.texts.inventoryBookEmpty)</p>" as HTML : InventoryBookDocument.table(page, entries.items))
            \(Pager.render(page, page: entries, path: LedgerPages.inventoryBook.path, parameters: parameters))
            """)
    }

    /// The most lines a printed or downloaded part of the inventory book holds.
    static let documentLines = 20_000

    static let inventoryBookPrint = Endpoint.page(.get, "/inventory-book/print", .permission(.keepAccounts), query: bookQuery,
                                                  work: .long) { context in
        let entries = try allEntries(context)
        let link = link(bookParameters(try context.inventoryBookQuery(page: PageRequest())).map { ($0.0, Optional($0.1)) })
        return PrintLayout.page(context.page.text(LedgerHeading.inventoryBook.name), context.page, back: "\(LedgerPages.inventoryBook.path)\(link)",
                                csv: "\(LedgerPages.inventoryBookCSV.path)\(link)", wide: true, body: """
            <h1>\(context.page.text(LedgerHeading.inventoryBook.name))</h1>
            \(InventoryBookDocument.table(context.page, entries))
            """)
    }

    static let inventoryBookCSV = Endpoint.page(.get, "/inventory-book/csv", .permission(.keepAccounts), query: bookQuery,
                                                work: .long) { context in
        PrintLayout.csv(AccountingCSV(language: context.page.language).inventoryBook(try allEntries(context).map(InventoryBookEntryResource.init)),
                        name: "inventory-book.csv")
    }

    /// `?name=value&…` of the values given, or nothing.
    private static func link(_ parameters: [(String, String?)]) -> String {
        let given = parameters.compactMap { name, value in value.map { (name, $0) } }
        return given.isEmpty ? "" : String(PageContext.link("", given))
    }

    /// The query's values as a link's parameters.
    private static func bookParameters(_ query: InventoryBookQuery) -> [(String, String)] {
        [("inventoryFrom", query.inventoryFrom?.rawValue), ("inventoryTo", query.inventoryTo?.rawValue),
         ("receivedFrom", query.receivedFrom?.isoText), ("receivedTo", query.receivedTo?.isoText), ("receipt", query.receipt?.text),
         ("branch", query.branch?.rawValue)].compactMap { name, value in value.map { (name, $0) } }
    }

    /// The lines of the book the query names, up to ``documentLines``.
    private static func allEntries(_ context: RequestContext) throws -> [InventoryBookEntry] {
        try allEntries(context) { try context.inventoryBookQuery(page: $0) }
    }

    /// The lines of the book a query names, page after page: `query` gives the query of each
    /// page. More than ``documentLines`` are refused, never cut short without a word.
    static func allEntries(_ context: RequestContext, query: (PageRequest) throws -> InventoryBookQuery) throws -> [InventoryBookEntry] {
        try PageRequest.everyItem(upTo: (documentLines, AccountingError.documentTooLong(limit: documentLines))) { page in
            try context.store.inventoryBook(try query(page))
        }
    }
}
