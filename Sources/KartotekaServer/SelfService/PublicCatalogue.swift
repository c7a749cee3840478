import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// `/catalogue`: the catalogue as readers see it — titles and whether a copy is in (and, with
/// several branches, at which), with no word about who holds what.
enum PublicCatalogue {
    static let endpoints: [any EndpointDeclaration] = [page]

    static let page: PageRoute<Void> = Endpoint.page(
        .get, "/catalogue", .everyone, query: [QueryParameters.words, BranchFilter.parameter] + QueryParameters.paging
    ) { requestContext in
            let context = requestContext.page
            let text = try requestContext.query(QueryParameters.words) ?? ""
            let page = try requestContext.listPage(defaultLimit: 25)
            let branches = try requestContext.store.branches()
            let branch = try BranchFilter.chosen(requestContext, among: branches)
            let search = try requestContext.store.searchTitles(CatalogQuery(text: text, page: page, branch: branch))
            let results = search.page
            let networked = branches.count > 1
            let rows = results.items.map { summary -> HTML in
                let title = summary.record.title
                let status = summary.availableCount > 0 ? context.texts.onTheShelf(summary.availableCount)
                    : summary.onLoanCount > 0 ? context.texts.allCopiesOut : context.texts.notInFund
                let shelves = networked ? BranchAvailability.shelves(context, counts: summary.byBranch) : .empty
                return """
                    <li class="row"><div class="public-row"><span class="author">\(title.authorLine)</span>
                    <a class="title" href="\(CatalogueTitlePage.page.path(summary.record.id))">\(title.title)\(title.year.map { ", \($0)" } ?? "")\(AgeMark(parsing: title.ageMark)?.minimumAge == nil ? "" : " (\(title.ageMark))")</a>
                    <span class="status">\(status)</span>\(shelves)
                    <span class="gost-description">\(BibliographicDescription(title).text)</span></div></li>
                    """
            }
            let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(context.texts.nothingFound)</p>" : .empty
            return Layout.page(context.texts.catalogue, context, body: """
                <h1>\(context.texts.libraryCatalogue)</h1>
                <form class="search-box" action="\(PublicCatalogue.page.path)" method="get" role="search">
                <input type="search" name="q" value="\(text)" placeholder="\(context.texts.catalogueSearchPlaceholder)" aria-label="\(context.texts.search)">
                \(BranchFilter.render(context, branches: branches, chosen: branch))
                <button type="submit">\(context.texts.searchButton)</button>
                </form>
                \(SearchNotes.render(context, search, typed: text, path: PublicCatalogue.page.path, parameters: [("branch", branch?.rawValue ?? "")]))
                <ul class="rows" id="catalogue-list">\(rows)</ul>
                \(empty)
                \(Pager.render(context, page: results, path: PublicCatalogue.page.path, parameters: [("q", text), ("branch", branch?.rawValue ?? "")]))
                """)
    }
}
