import KartotekaCore
import KartotekaWire

/// "Previous / next" links under a list.
enum Pager {
    static func render<Item>(_ context: PageContext, page: Page<Item>, path: String, parameters: [(String, String)]) -> HTML {
        guard page.offset > 0 || page.hasMore else { return .empty }
        var links: [HTML] = []
        if page.offset > 0 {
            let link = PageContext.link(path, parameters + [("offset", String(max(0, page.offset - page.limit)))])
            links.append("<a rel=\"prev\" href=\"\(link)\">\(context.texts.previousPage)</a>")
        }
        links.append("<span>\(context.texts.rows) \(page.offset + 1)–\(page.offset + page.items.count)</span>")
        if page.hasMore {
            let link = PageContext.link(path, parameters + [("offset", String(page.offset + page.limit))])
            links.append("<a rel=\"next\" href=\"\(link)\">\(context.texts.nextPage)</a>")
        }
        return "<nav class=\"pager\">\(links)</nav>"
    }
}
