import KartotekaCore
import KartotekaHTTP

/// The catalogue list: author and title per row; titles with copies on loan on a different
/// background, overdue ones in a third style; filters, search and paging.
enum BookList {
    static func render(_ context: PageContext, results: Page<TitleSummary>, text: String, availability: Availability,
                       recipient: String = "", branches: [BranchRecord] = [], branch: BranchCode? = nil) -> HTTPResponse {
        let branchValue = branch?.rawValue ?? ""
        let filters: [(Availability, ServerText)] = [
            (.all, \.allFilter), (.available, \.availableFilter), (.onLoan, \.onLoanFilter), (.overdue, \.overdueFilter),
        ]
        let tabs = filters.map { filter -> HTML in
            let link = PageContext.link("/books", [("q", text), ("availability", filter.0 == .all ? "" : filter.0.rawValue), ("branch", branchValue)])
            return "<a href=\"\(link)\"\(HTML(raw: filter.0 == availability ? " aria-current=\"true\"" : ""))>\(context.texts[keyPath: filter.1])</a>"
        }
        let rows = results.items.map { row($0, context) }
        let searched = !text.isEmpty || availability != .all || branch != nil || results.offset > 0
        let empty: HTML = !rows.isEmpty ? .empty : searched
            ? "<p class=\"empty\">\(context.texts.nothingFound)</p>"
            : "<p class=\"empty\">\(context.texts.catalogueIsEmpty)</p>"
        return Layout.page(context.texts.books, context, body: """
            <div class="heading"><h1>\(context.texts.books)</h1>
            <a class="button" href="/books/new">\(context.texts.addNewBook)</a></div>
            <form class="search-box" action="/books" method="get" role="search">
            <input type="search" name="q" value="\(text)" placeholder="\(context.texts.bookSearchPlaceholder)" aria-label="\(context.texts.search)">
            \(availability == .all ? HTML.empty : "<input type=\"hidden\" name=\"availability\" value=\"\(availability.rawValue)\">")
            \(BranchFilter.render(context, branches: branches, chosen: branch))
            <button type="submit">\(context.texts.searchButton)</button>
            </form>
            <nav class="filters" aria-label="\(context.texts.filter)">\(tabs)</nav>
            <ul class="rows" id="book-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: results, path: "/books", parameters: [("q", text), ("availability", availability == .all ? "" : availability.rawValue), ("branch", branchValue)]))
            \(results.items.isEmpty ? HTML.empty : ExportPanel.render(context, selection: ExportSelection(records: .titles, words: text, availability: availability, branch: branch), recipient: recipient))
            """)
    }

    static func row(_ summary: TitleSummary, _ context: PageContext) -> HTML {
        let title = summary.record.title
        let style = summary.overdueCount > 0 ? "row overdue" : summary.onLoanCount > 0 ? "row on-loan" : "row"
        var status = context.texts.availableOf(summary.availableCount, copies: summary.copyCount)
        if summary.copyCount == 0 { status = context.texts.noCopies }
        if summary.onLoanCount > 0 { status += context.texts.onLoanCount(summary.onLoanCount) }
        if summary.overdueCount > 0 { status += context.texts.overdueSuffix(summary.overdueCount) }
        return """
            <li class="\(style)" data-title-id="\(summary.record.id)"><a href="/books/\(summary.record.id)">
            <span class="author">\(title.authorLine)</span>
            <span class="title">\(title.title)\(title.year.map { ", \($0)" } ?? "")</span>
            <span class="status">\(status)</span></a></li>
            """
    }
}
