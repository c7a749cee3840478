import KartotekaCore
import KartotekaHTTP

/// The reader card: details, books on loan (overdue marked) with return/renew, and history.
enum ReaderCardPage {
    static func render(_ context: PageContext, details: ReaderDetails, today: Day, calendar: LibraryCalendar, recipient: String,
                       policy: LoanPolicy) -> HTTPResponse {
        let reader = details.record.reader
        let ticketPath = PageContext.percentEncode(reader.ticketNumber.rawValue)
        let facts: [(String, String, String)] = [
            ("Билет", "Ticket", reader.ticketNumber.rawValue), ("Телефон", "Phone", reader.phone.text),
            ("Почта", "E-mail", reader.email?.text ?? ""), ("Дата рождения", "Born", reader.birth?.description ?? ""),
            ("Пол", "Gender", reader.gender.map { context.t($0.name) } ?? ""), ("Категория", "Category", reader.category),
            ("Адрес", "Address", reader.address.line(in: context.language)), ("Место работы/учёбы", "Work/study", reader.workplace),
            ("Записан(а)", "Registered", reader.registeredOn.text(in: context.language)),
        ]
        let rows = facts.filter { !$0.2.isEmpty }.map { fact -> HTML in "<dt>\(context.t(fact.0, fact.1))</dt><dd>\(fact.2)</dd>" }
        let back = "/readers/\(ticketPath)"
        let open = details.openLoans.map { loan -> HTML in
            let overdue = loan.loan.isOverdue(on: today)
            let copyPath = "/copies/\(PageContext.percentEncode(loan.loan.inventoryNumber.rawValue))"
            let late: HTML = overdue ? " <strong class=\"late\">\(context.t("просрочено на \(loan.loan.daysOverdue(on: today)) дн.", "overdue by \(loan.loan.daysOverdue(on: today)) day(s)"))</strong>" : .empty
            let titleLink: HTML = loan.titleID.map { "<a href=\"/books/\($0)\">\(loan.titleDescription)</a>" } ?? "\(loan.titleDescription)"
            return """
                <li class="copy \(overdue ? "overdue" : "on-loan")"><div><strong class="inventory">\(loan.loan.inventoryNumber)</strong> \(titleLink),
                \(context.t("до", "due")) \(loan.loan.dueOn.text(in: context.language))\(late)</div>
                <div class="actions">
                <form method="post" action="\(copyPath)/return"><input type="hidden" name="back" value="\(back)"><button type="submit" class="primary">\(context.t("Вернуть", "Return"))</button></form>
                \(loan.loan.renewals < policy.maximumRenewals ? "<form method=\"post\" action=\"\(copyPath)/renew\"><input type=\"hidden\" name=\"back\" value=\"\(back)\"><button type=\"submit\">\(context.t("Продлить", "Renew"))</button></form>" as HTML : .empty)
                </div></li>
                """
        }
        let history = details.history.map { loan -> HTML in
            let returned = loan.loan.returnedAt.map { calendar.day(of: $0).text(in: context.language) } ?? ""
            return "<li>\(loan.loan.inventoryNumber) · \(loan.titleDescription) · \(context.t("возвращена", "returned")) \(returned)</li>"
        }
        let confirm = context.t("Удалить читателя?", "Delete this reader?")
        return Layout.page(reader.fullName, context, body: """
            <p class="crumbs"><a href="/readers">\(context.t("← Читатели", "← Readers"))</a></p>
            <h1>\(reader.fullName)</h1>
            <dl class="facts">\(rows)</dl>
            <div class="actions">
            <a class="button" href="\(back)/edit">\(context.t("Изменить", "Edit"))</a>
            <form method="post" action="\(back)/delete" data-confirm="\(confirm)"><button type="submit" class="danger">\(context.t("Удалить", "Delete"))</button></form>
            <a class="button" href="/labels?ticket=\(ticketPath)">\(context.t("Этикетка билета", "Ticket label"))</a>
            \(context.may(.editReaders) ? "<a class=\"button\" href=\"/api/v1/readers/\(ticketPath)/data\" download>\(context.t("Все данные читателя (JSON)", "All the reader’s data (JSON)"))</a>" as HTML : .empty)
            </div>
            <h2>\(context.t("Книги на руках", "Books on loan")) (\(details.openLoans.count))</h2>
            <ul class="copies" id="reader-loans">\(open)</ul>
            \(details.openLoans.isEmpty ? "<p class=\"empty\">\(context.t("Книг на руках нет.", "No books on loan."))</p>" as HTML : .empty)
            <h2>\(context.t("История", "History")) (\(details.history.count))</h2>
            <ul class="history">\(history)</ul>
            \(ExportPanel.render(context, parameters: [("what", "readers"), ("ticket", reader.ticketNumber.rawValue)], recipient: recipient))
            """)
    }
}
