import KartotekaCore
import KartotekaHTTP

/// Lending a copy: find the reader by name, ticket or phone, and lend with one press.
enum LendPage {
    static func render(_ context: PageContext, copy: CopyDetails, title: Title, search: String, readers: [ReaderSummary],
                       ticket: String, dueOn: String, problems: [FieldProblem], status: Int) -> HTTPResponse {
        let inventory = copy.record.inventoryNumber
        let action = "/copies/\(PageContext.percentEncode(inventory.rawValue))/lend"
        let fields = FormFields(context, problems: problems)
        let choices = readers.map { reader -> HTML in
            let person = reader.record.reader
            return """
                <li><form method="post" action="\(action)">
                <input type="hidden" name="ticketNumber" value="\(person.ticketNumber)">
                <span><strong>\(person.fullName)</strong> · \(context.t("билет", "ticket")) \(person.ticketNumber) · <span class="phone">\(person.phone.text)</span>\(reader.overdueCount > 0 ? HTML(raw: " <strong class=\"late\">" + HTML.escape(context.t("есть просрочки", "has overdue books")) + "</strong>") : .empty)</span>
                <button type="submit" class="primary">\(context.t("Выдать", "Lend"))</button></form></li>
                """
        }
        let none: HTML = !search.isEmpty && readers.isEmpty ? "<p class=\"empty\">\(context.t("Никого не найдено.", "Nobody found."))</p>" : .empty
        return Layout.page(context.t("Выдать", "Lend"), context, status: status, body: """
            <p class="crumbs"><a href="/books/\(copy.record.titleID)">← \(title.title)</a></p>
            <h1>\(context.t("Выдать экземпляр", "Lend copy")) \(inventory)</h1>
            <p>\(title.shortDescription)</p>
            \(fields.summary())
            <form method="get" action="\(action)" class="search-box" role="search">
            <input type="search" name="q" value="\(search)" autofocus data-live-search="reader-results" placeholder="\(context.t("Фамилия, билет или телефон читателя", "Reader’s surname, ticket or phone"))" aria-label="\(context.t("Найти читателя", "Find a reader"))">
            <button type="submit">\(context.t("Найти", "Find"))</button>
            </form>
            <div id="reader-results" aria-live="polite"><ul class="choices" id="reader-choices">\(choices)</ul>
            \(none)</div>
            <form method="post" action="\(action)" class="form compact" id="lend-by-ticket" novalidate>
            \(fields.input("ticketNumber", context.t("Или номер билета", "Or the ticket number"), value: ticket))
            \(fields.input("dueOn", context.t("Срок возврата (если не по правилам)", "Due date (if not the usual)"), value: dueOn, kind: "date"))
            <div class="actions"><button type="submit" class="primary">\(context.t("Выдать", "Lend"))</button></div>
            </form>
            """)
    }
}
