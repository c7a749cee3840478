import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The catalogue list: author and title per row; titles with copies on loan on a different
/// background, overdue ones in a third style; filters, search and paging; titles ticked for one
/// sheet of their copies' labels.
enum TitleList {
    /// The list; `saved`, the book just saved, is named in the notice on top.
    static func render(_ context: PageContext, search: TitleSearchResult, text: String, availability: Availability,
                       recipient: String = "", branches: [BranchRecord] = [], branch: BranchCode? = nil,
                       saved: TitleDetails? = nil) -> HTTPResponse {
        let results = search.page
        let branchValue = branch?.rawValue ?? ""
        // This very page (its search, filters and place in the list), for the New Book form to return to.
        let here = PageContext.link(TitlePages.list.path, [
            ("q", text), ("availability", availability == .all ? "" : availability.rawValue), ("branch", branchValue),
            ("offset", results.offset > 0 ? String(results.offset) : ""), ("limit", results.limit == 25 ? "" : String(results.limit)),
        ])
        let filters: [(Availability, ServerText)] = [
            (.all, \.allFilter), (.available, \.availableFilter), (.onLoan, \.onLoanFilter), (.overdue, \.overdueFilter),
        ]
        let tabs = filters.map { filter -> HTML in
            let link = PageContext.link(TitlePages.list.path, [("q", text), ("availability", filter.0 == .all ? "" : filter.0.rawValue), ("branch", branchValue)])
            return "<a href=\"\(link)\"\(HTML(raw: filter.0 == availability ? " aria-current=\"true\"" : ""))>\(context.texts[keyPath: filter.1])</a>"
        }
        let rows = results.items.map { row($0, context) }
        let searched = !text.isEmpty || availability != .all || branch != nil || results.offset > 0
        let empty: HTML = !rows.isEmpty ? .empty : searched
            ? "<p class=\"empty\">\(context.texts.nothingFound)</p>"
            : "<p class=\"empty\">\(context.texts.catalogueIsEmpty)</p>"
        return Layout.page(context.texts.books, context, noticeDetail: saved.map { savedBook($0, context) } ?? .empty, body: """
            <div class="heading"><h1>\(context.texts.books)</h1>
            \(context.mayOpen(TitlePages.newForm) ? """
                <a class="button" href="\(PageContext.link(TitlePages.newForm.path, [("back", here == TitlePages.list.path ? "" : here)]))">\
                \(context.texts.addNewBook)</a>
                """ as HTML : .empty)</div>
            <form class="search-box" action="\(TitlePages.list.path)" method="get" role="search">
            <input type="search" name="q" value="\(text)" placeholder="\(context.texts.bookSearchPlaceholder)" aria-label="\(context.texts.search)">
            \(availability == .all ? HTML.empty : "<input type=\"hidden\" name=\"availability\" value=\"\(availability.rawValue)\">")
            \(BranchFilter.render(context, branches: branches, chosen: branch))
            <button type="submit">\(context.texts.searchButton)</button>
            </form>
            <nav class="filters" aria-label="\(context.texts.filter)">\(tabs)</nav>
            \(SearchNotes.render(context, search, typed: text, path: TitlePages.list.path, parameters: [("availability", availability == .all ? "" : availability.rawValue), ("branch", branchValue)]))
            <ul class="rows" id="book-list">\(rows)</ul>
            \(rows.isEmpty ? HTML.empty : """
                <form method="get" action="\(LabelPages.labels.path)" id="title-labels" class="actions">
                <button type="submit">\(context.texts.labelsForTickedBooks)</button></form>
                """ as HTML)
            \(empty)
            \(Pager.render(context, page: results, path: TitlePages.list.path, parameters: [("q", text), ("availability", availability == .all ? "" : availability.rawValue), ("branch", branchValue)]))
            \(results.items.isEmpty ? HTML.empty : ExportPanel.render(context, selection: ExportSelection(records: .titles, words: text, availability: availability, branch: branch), recipient: recipient))
            """)
    }

    /// `Андерсен Х. К. Сказки, 2020, экземпляр E-1`, linked to its card: what was just saved.
    static func savedBook(_ details: TitleDetails, _ context: PageContext) -> HTML {
        let title = details.record.title
        let name = [title.shortDescription, title.year.map(String.init) ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
        let copies = context.texts.savedCopies(details.copies.map(\.record.copy.inventoryNumber))
        return "<span id=\"saved-book\"><a href=\"\(TitlePages.card.path(details.record.id))\">\(name)</a>\(copies).</span>"
    }

    static func row(_ summary: TitleSummary, _ context: PageContext) -> HTML {
        let title = summary.record.title
        let style = summary.overdueCount > 0 ? "row overdue" : summary.onLoanCount > 0 ? "row on-loan" : "row"
        var status = context.texts.availableOf(summary.availableCount, copies: summary.copyCount)
        if summary.copyCount == 0 { status = context.texts.noCopies }
        if summary.onLoanCount > 0 { status += context.texts.onLoanCount(summary.onLoanCount) }
        if summary.overdueCount > 0 { status += context.texts.overdueSuffix(summary.overdueCount) }
        return """
            <li class="\(style)" data-title-id="\(summary.record.id)"><label class="pick"><input type="checkbox" name="title" \
            value="\(summary.record.id)" form="title-labels" aria-label="\(context.texts.labelFor) \(title.title)"></label>\
            <a href="\(TitlePages.card.path(summary.record.id))">
            <span class="author">\(title.authorLine)</span>
            <span class="title">\(title.title)\(title.volume.isEmpty ? "" : ". \(title.volume)")\(title.year.map { ", \($0)" } ?? "")</span>
            <span class="status">\(status)</span></a></li>
            """
    }
}
