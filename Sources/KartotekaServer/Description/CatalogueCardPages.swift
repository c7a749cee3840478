import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// `/cards`: the catalogue cards of the titles chosen (`title`) or of the titles a receipt
/// brought (`receipt`), to print four to an A4 sheet or one to a card (`stock`).
enum CatalogueCardPages {
    static let endpoints: [any EndpointDeclaration] = [cards]

    static let stock = QueryParameter("stock", CatalogueCardSheet.Stock.self,
                                      description: "`a4` (the default): four cards to an A4 sheet with cut marks; `card`: one card to a page.")

    static let cards: PageRoute<Void> = Endpoint.page(.get, "/cards", .permission(.lookUp), query: [Routes.Cataloguing.title, Routes.Ledger.receipt, stock],
                                     work: .long) { context in
        let titles = try context.values(Routes.Cataloguing.title)
        let receipt = try context.query(Routes.Ledger.receipt)
        let stock = try context.query(stock) ?? .a4
        var ids = titles
        if let receipt {
            // Every copy of the batch, page after page: a batch of more than one page has titles on the later ones.
            ids += try LedgerPages.allEntries(context) { InventoryBookQuery(receipt: receipt, page: $0) }.map(\.titleID)
        }
        var seen = Set<TitleID>()
        ids = ids.filter { seen.insert($0).inserted }
        guard !ids.isEmpty else { throw ValidationError(field: "title", message: Bilingual { $0.chooseTitlesForCards }) }
        var all: [CatalogueCard] = []
        for id in ids {
            let details = try context.store.title(id)
            all += TitleDescriptions.describe(details, in: context.store).cards
        }
        let back = receipt.map(ReceiptPages.card.path) ?? ids.first.map(TitlePages.card.path) ?? TitlePages.list.path
        return CatalogueCardSheet.page(context.page, cards: all, stock: stock, back: back)
    }

    /// The address of the chosen titles' cards.
    static func link(titles: [TitleID], stock: CatalogueCardSheet.Stock = .a4) -> String {
        PageContext.link(cards.path, titles.map { ("title", "\($0)") } + (stock == .a4 ? [] : [("stock", stock.rawValue)]))
    }
}
