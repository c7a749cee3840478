import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/catalogue`: the catalogue as readers see it — titles and whether a copy is in, with no
/// word about who holds what.
enum PublicCatalogue {
    static let endpoints = [page]

    static let page = Endpoint.page(.get, "/catalogue", .everyone) { requestContext in
            let context = requestContext.page
            let text = requestContext.request.queryValue("q") ?? ""
            let page = (try? requestContext.pageRequest(defaultLimit: 25)) ?? PageRequest(limit: 25)
            let branches = try requestContext.store.branches()
            let branch = BranchFilter.chosen(requestContext, among: branches)
            let results = try requestContext.store.listTitles(CatalogQuery(text: text, page: page, branch: branch))
            let rows = results.items.map { summary -> HTML in
                let title = summary.record.title
                let status = summary.availableCount > 0
                    ? context.t("есть на полке: \(summary.availableCount)", "on the shelf: \(summary.availableCount)")
                    : context.t("все экземпляры выданы", "all copies are out")
                return """
                    <li class="row"><div class="public-row"><span class="author">\(title.authorLine)</span>
                    <span class="title">\(title.title)\(title.year.map { ", \($0)" } ?? "")</span>
                    <span class="status">\(status)</span></div></li>
                    """
            }
            let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(context.t("Ничего не найдено.", "Nothing found."))</p>" : .empty
            return Layout.page(context.t("Каталог", "Catalogue"), context, body: """
                <h1>\(context.t("Каталог библиотеки", "Library catalogue"))</h1>
                <form class="search-box" action="/catalogue" method="get" role="search">
                <input type="search" name="q" value="\(text)" placeholder="\(context.t("Название, автор, ISBN…", "Title, author, ISBN…"))" aria-label="\(context.t("Поиск", "Search"))">
                \(BranchFilter.render(context, branches: branches, chosen: branch))
                <button type="submit">\(context.t("Найти", "Search"))</button>
                </form>
                <ul class="rows" id="catalogue-list">\(rows)</ul>
                \(empty)
                \(Pager.render(context, page: results, path: "/catalogue", parameters: [("q", text), ("branch", branch?.rawValue ?? "")]))
                """)
    }
}
