import KartotekaCore
import KartotekaHTTP

/// The readers list with search; readers with overdue books are marked.
enum ReaderList {
    static func render(_ context: PageContext, results: Page<ReaderSummary>, text: String, recipient: String = "") -> HTTPResponse {
        let rows = results.items.map { summary -> HTML in
            let reader = summary.record.reader
            let style = summary.overdueCount > 0 ? "row overdue" : summary.openLoanCount > 0 ? "row on-loan" : "row"
            var status = summary.openLoanCount > 0 ? context.texts.booksHeld(summary.openLoanCount) : ""
            if summary.overdueCount > 0 { status += context.texts.overdueSuffix(summary.overdueCount) }
            return """
                <li class="\(style)"><a href="/readers/\(PageContext.percentEncode(reader.ticketNumber.rawValue))">
                <span class="title">\(reader.fullName)</span>
                <span class="author">\(context.texts.ticket) \(reader.ticketNumber) · <span class="phone">\(reader.phone.text)</span></span>
                <span class="status">\(status)</span></a></li>
                """
        }
        let empty: HTML = !rows.isEmpty ? .empty : !text.isEmpty || results.offset > 0
            ? "<p class=\"empty\">\(context.texts.nobodyFound)</p>"
            : "<p class=\"empty\">\(context.texts.noReadersYet)</p>"
        return Layout.page(context.texts.readers, context, body: """
            <div class="heading"><h1>\(context.texts.readers)</h1>
            <a class="button" href="/readers/new">\(context.texts.addNewReader)</a></div>
            <form class="search-box" action="/readers" method="get" role="search">
            <input type="search" name="q" value="\(text)" placeholder="\(context.texts.readerListPlaceholder)" aria-label="\(context.texts.search)">
            <button type="submit">\(context.texts.searchButton)</button>
            </form>
            <ul class="rows" id="reader-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: results, path: "/readers", parameters: [("q", text)]))
            \(results.items.isEmpty ? HTML.empty : ExportPanel.render(context, selection: ExportSelection(records: .readers, words: text), recipient: recipient))
            """)
    }
}
