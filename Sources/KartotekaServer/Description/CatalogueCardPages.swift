import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/cards`: the catalogue cards of the titles chosen (`title`) or of the titles a receipt
/// brought (`receipt`), to print four to an A4 sheet or one to a card (`stock`).
enum CatalogueCardPages {
    static let endpoints = [cards]

    static let stock = QueryParameter<CatalogueCardSheet.Stock>(
        "stock", schema: OpenAPISchema.string(values: CatalogueCardSheet.Stock.allCases.map(\.rawValue)),
        description: "`a4` (the default): four cards to an A4 sheet with cut marks; `card`: one card to a 125 × 75 mm page.") {
        CatalogueCardSheet.Stock(rawValue: $0)
    }

    static let cards = Endpoint.page(.get, "/cards", .permission(.lookUp), query: [CataloguingAPI.title, LedgerAPI.receipt, stock],
                                     work: .long) { context in
        let titles = try context.values(CataloguingAPI.title)
        let receipt = try context.query(LedgerAPI.receipt)
        let stock = try context.query(stock) ?? .a4
        var ids = titles
        if let receipt {
            let copies = try context.store.inventoryBook(InventoryBookQuery(receipt: receipt, page: PageRequest(limit: PageRequest.maximumLimit)))
            ids += copies.items.map(\.titleID)
        }
        var seen = Set<TitleID>()
        ids = ids.filter { seen.insert($0).inserted }
        guard !ids.isEmpty else { throw ValidationError(field: "title", message: Bilingual { $0.chooseTitlesForCards }) }
        var all: [CatalogueCard] = []
        for id in ids {
            let details = try context.store.title(id)
            all += TitleDescriptions.describe(details, in: context.store).cards
        }
        let back = receipt.map { "/receipts/\($0.text)" } ?? ids.first.map { "/books/\($0)" } ?? "/books"
        return CatalogueCardSheet.page(context.page, cards: all, stock: stock, back: back)
    }

    /// The address of the chosen titles' cards.
    static func link(titles: [TitleID], stock: CatalogueCardSheet.Stock = .a4) -> String {
        PageContext.link("/cards", titles.map { ("title", "\($0)") } + (stock == .a4 ? [] : [("stock", stock.rawValue)]))
    }
}
