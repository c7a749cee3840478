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
        let top: HTML = """
            <p class="crumbs"><a href="/books/\(copy.record.titleID)">← \(title.title)</a></p>
            <h1>\(context.t("Выдать экземпляр", "Lend copy")) \(inventory)</h1>
            <p>\(title.shortDescription)</p>
            """
        if let unavailable = unavailable(context, copy: copy, lendPath: action) {
            return Layout.page(context.t("Выдать", "Lend"), context, status: status, body: "\(top)\n\(unavailable)")
        }
        return Layout.page(context.t("Выдать", "Lend"), context, status: status, body: """
            \(top)
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

    /// Why the copy cannot be lent now (it is out, or lost, or written off), with what to do;
    /// nil when it can be lent. Going back after lending lands here, as may a second librarian.
    private static func unavailable(_ context: PageContext, copy: CopyDetails, lendPath: String) -> HTML? {
        let inventory = copy.record.inventoryNumber
        if let loan = copy.openLoan {
            let holder: HTML = copy.holder.map { holder in
                "<a href=\"/readers/\(PageContext.percentEncode(holder.ticketNumber.rawValue))\">\(holder.shortName)</a> (\(context.t("билет", "ticket")) \(holder.ticketNumber))"
            } ?? HTML(raw: HTML.escape(context.t("читатель удалён", "reader removed")))
            return """
                <div class="problems" role="alert" id="lend-unavailable"><p>\(context.t("Этот экземпляр уже выдан", "This copy is on loan")): \(holder), \(context.t("до", "due")) \(loan.dueOn.text(in: context.language)).</p>
                <form method="post" action="/copies/\(PageContext.percentEncode(inventory.rawValue))/return"><input type="hidden" name="back" value="\(lendPath)">
                <div class="actions"><button type="submit" class="primary">\(context.t("Принять возврат", "Take it back"))</button>
                <a href="/books/\(copy.record.titleID)">\(context.t("К книге", "To the book"))</a></div></form></div>
                """
        }
        if let placement = copy.record.placement, let away = BranchActions.awayFromDesk(context, inventory: inventory, placement: placement) {
            return away
        }
        guard !copy.record.copy.status.isLendable else { return nil }
        return """
            <div class="problems" role="alert" id="lend-unavailable"><p>\(context.t(LoanError.copyNotLendable(inventory, copy.record.copy.status).message))</p>
            <p><a href="/copies/\(PageContext.percentEncode(inventory.rawValue))/edit">\(context.t("Изменить состояние экземпляра", "Change the copy’s status"))</a></p></div>
            """
    }
}
