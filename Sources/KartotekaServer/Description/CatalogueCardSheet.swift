import KartotekaCore
import KartotekaHTTP

/// Catalogue cards as a page to print: four to an A4 sheet (landscape, two by two, with cut
/// marks at the corners), or one to a page of 125 × 75 mm card stock.
enum CatalogueCardSheet {
    /// Where the cards are printed.
    enum Stock: String, CaseIterable, Sendable {
        /// Four cards on an A4 sheet, cut apart after printing.
        case a4
        /// One card to a page of card stock.
        case card
    }

    /// The page of `cards`.
    static func page(_ context: PageContext, cards: [CatalogueCard], stock: Stock, back: String) -> HTTPResponse {
        let pages: HTML
        switch stock {
        case .a4:
            pages = HTML.join(stride(from: 0, to: cards.count, by: 4).map { start in
                let four = cards[start..<min(start + 4, cards.count)]
                return "<section class=\"sheet-a4\">\(HTML.join(four.map(card)))\(cutMarks)</section>"
            })
        case .card:
            pages = "<div class=\"stock\">\(HTML.join(cards.map(card)))</div>"
        }
        return PrintLayout.page(context.texts.catalogueCards, context, back: back, csv: nil, stylesheet: StaticAssets.path(of: "cards.css"),
                                onSheet: false, body: pages)
    }

    /// One card: the shelf code, the heading, the text, the inventory numbers, the rod's hole.
    static func card(_ card: CatalogueCard) -> HTML {
        let shelf = HTML.join(card.shelfCode.map { "<span>\($0)</span>" as HTML })
        let continued: HTML = card.isContinuation ? "<p class=\"continued\">\(CatalogueCard.continuation)</p>" : .empty
        let heading: HTML = card.heading.isEmpty ? .empty : "<p class=\"heading\">\(card.heading)</p>"
        let text = HTML.join(card.paragraphs.map { "<p>\($0)</p>" as HTML })
        let foot: HTML = card.inventoryNumbers.isEmpty ? .empty
            : "<p class=\"foot\">\(CatalogueCard.inventoryLabel) \(card.inventoryNumbers.joined(separator: ", "))</p>"
        let next: HTML = card.continues ? "<p class=\"next\">\(CatalogueCard.continuedOnNext)</p>" : .empty
        return """
            <article class="card" data-card="\(card.number)"><p class="shelf">\(shelf)</p>
            <div class="text">\(continued)\(heading)\(text)</div>\(foot)\(next)<span class="hole"></span></article>
            """
    }

    /// The cut marks of a sheet: at each line between and around the cards, outside them (their
    /// places are in the stylesheet: columns `x1`–`x3`, rows `y1`–`y3`).
    static let cutMarks: HTML = {
        let vertical = ["x1", "x2", "x3"].flatMap { x in ["top", "bottom"].map { "<span class=\"mark v \(x) \($0)\"></span>" } }
        let horizontal = ["y1", "y2", "y3"].flatMap { y in ["left", "right"].map { "<span class=\"mark h \(y) \($0)\"></span>" } }
        return HTML(raw: (vertical + horizontal).joined())
    }()
}
