import KartotekaCore
import KartotekaHTTP

/// The readers list with search; readers with overdue books are marked.
enum ReaderList {
    static func render(_ context: PageContext, results: Page<ReaderSummary>, text: String, recipient: String = "") -> HTTPResponse {
        let rows = results.items.map { summary -> HTML in
            let reader = summary.record.reader
            let style = summary.overdueCount > 0 ? "row overdue" : summary.openLoanCount > 0 ? "row on-loan" : "row"
            var status = summary.openLoanCount > 0 ? context.t("на руках: \(summary.openLoanCount)", "on loan: \(summary.openLoanCount)") : ""
            if summary.overdueCount > 0 { status += context.t(", просрочено: \(summary.overdueCount)", ", overdue: \(summary.overdueCount)") }
            return """
                <li class="\(style)"><a href="/readers/\(PageContext.percentEncode(reader.ticketNumber.rawValue))">
                <span class="title">\(reader.fullName)</span>
                <span class="author">\(context.t("билет", "ticket")) \(reader.ticketNumber) · \(reader.phone.text)</span>
                <span class="status">\(status)</span></a></li>
                """
        }
        let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(context.t("Никого не найдено.", "Nobody found."))</p>" : .empty
        return Layout.page(context.t("Читатели", "Readers"), context, body: """
            <div class="heading"><h1>\(context.t("Читатели", "Readers"))</h1>
            <a class="button" href="/readers/new">\(context.t("+ Новый читатель", "+ New reader"))</a></div>
            <form class="search-box" action="/readers" method="get" role="search">
            <input type="search" name="q" value="\(text)" placeholder="\(context.t("Фамилия, билет, телефон…", "Surname, ticket, phone…"))" aria-label="\(context.t("Поиск", "Search"))">
            <button type="submit">\(context.t("Найти", "Search"))</button>
            </form>
            <ul class="rows" id="reader-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: results, path: "/readers", parameters: [("q", text)]))
            \(results.items.isEmpty ? HTML.empty : ExportPanel.render(context, parameters: [("what", "readers"), ("q", text)], recipient: recipient))
            """)
    }
}
