import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The readers list with search and filters (class, category, graduates); readers with overdue
/// books are marked.
enum ReaderList {
    static func render(_ context: PageContext, results: Page<ReaderSummary>, query: ReaderQuery, classes: [ClassSize],
                       categories: [String], recipient: String = "") -> HTTPResponse {
        let text = query.text
        let rows = results.items.map { summary -> HTML in
            let reader = summary.record.reader
            let style = summary.overdueCount > 0 ? "row overdue" : summary.openLoanCount > 0 ? "row on-loan" : "row"
            var status = summary.openLoanCount > 0 ? context.texts.booksHeld(summary.openLoanCount) : ""
            if summary.overdueCount > 0 { status += context.texts.overdueSuffix(summary.overdueCount) }
            let standing: HTML = reader.schoolClass.map {
                " · <span class=\"class\">\(reader.graduated ? context.texts.graduateOf($0.text) : $0.text)</span>"
            } ?? .empty
            let phone: HTML = reader.phone.map { " · <span class=\"phone\">\($0.text)</span>" } ?? .empty
            return """
                <li class="\(style)"><a href="\(ReaderPages.card.path(reader.ticketNumber))">
                <span class="title">\(reader.fullName)</span>
                <span class="author">\(context.texts.ticket) \(reader.ticketNumber)\(standing)\(phone)</span>
                <span class="status">\(status)</span></a></li>
                """
        }
        let filtered = !text.isEmpty || query.schoolClass != nil || query.category != nil || query.graduated != nil
        let empty: HTML = !rows.isEmpty ? .empty : filtered || results.offset > 0
            ? "<p class=\"empty\">\(context.texts.nobodyFound)</p>"
            : "<p class=\"empty\">\(context.texts.noReadersYet)</p>"
        let categoryOptions = [HTML("<option value=\"\">\(context.texts.everyCategory)</option>")] + categories.map { name -> HTML in
            "<option value=\"\(name)\"\(HTML(raw: name == query.category?.name ? " selected" : ""))>\(name)</option>"
        }
        let standings: [(String, String)] = [("", context.texts.everyone), ("0", context.texts.notGraduates), ("1", context.texts.graduates)]
        let chosenStanding = query.graduated.map { $0 ? "1" : "0" } ?? ""
        let standingOptions = standings.map { value, label -> HTML in
            "<option value=\"\(value)\"\(HTML(raw: value == chosenStanding ? " selected" : ""))>\(label)</option>"
        }
        let parameters = [("q", text), ("class", query.schoolClass?.text ?? ""), ("category", query.category?.name ?? ""),
                          ("graduated", chosenStanding)]
        return Layout.page(context.texts.readers, context, body: """
            <div class="heading"><h1>\(context.texts.readers)</h1>
            <a class="button" href="\(ReaderPages.newForm.path)">\(context.texts.addNewReader)</a></div>
            <form class="search-box" action="\(ReaderPages.list.path)" method="get" role="search">
            <input type="search" name="q" value="\(text)" placeholder="\(context.texts.readerListPlaceholder)" aria-label="\(context.texts.search)">
            \(ClassFilter.render(context, classes: classes, chosen: query.schoolClass))
            \(categories.isEmpty ? HTML.empty : "<select name=\"category\" id=\"category-filter\" aria-label=\"\(context.texts.category)\" data-submit-on-change>\(categoryOptions)</select>")
            \(classes.isEmpty && query.graduated == nil ? HTML.empty : "<select name=\"graduated\" id=\"graduated-filter\" aria-label=\"\(context.texts.graduates)\" data-submit-on-change>\(standingOptions)</select>")
            <button type="submit">\(context.texts.searchButton)</button>
            </form>
            <ul class="rows" id="reader-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: results, path: ReaderPages.list.path, parameters: parameters))
            \(results.items.isEmpty ? HTML.empty : ExportPanel.render(context, selection: ExportSelection(records: .readers, words: text), recipient: recipient))
            """)
    }
}
