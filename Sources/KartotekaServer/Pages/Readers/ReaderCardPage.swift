import KartotekaCore
import KartotekaHTTP

/// The reader card: details, books on loan (overdue marked) with return/renew, and history.
enum ReaderCardPage {
    static func render(_ context: PageContext, details: ReaderDetails, today: Day, calendar: LibraryCalendar, recipient: String,
                       policy: LoanPolicy) -> HTTPResponse {
        let reader = details.record.reader
        let ticketPath = PageContext.percentEncode(reader.ticketNumber.rawValue)
        let texts = context.texts
        let facts: [(label: String, value: String)] = [
            (texts.ticketField, reader.ticketNumber.rawValue), (texts.phone, reader.phone.text),
            (texts.email, reader.email?.text ?? ""), (texts.born, reader.birth?.description ?? ""),
            (texts.gender, reader.gender.map { context.text($0.name) } ?? ""), (texts.category, reader.category),
            (texts.address, reader.address.line(in: context.language)), (texts.workOrStudy, reader.workplace),
            (texts.registered, reader.registeredOn.text(in: context.language)),
        ]
        let rows = facts.filter { !$0.value.isEmpty }.map { fact -> HTML in "<dt>\(fact.label)</dt><dd>\(fact.value)</dd>" }
        let back = "/readers/\(ticketPath)"
        let open = details.openLoans.map { loan -> HTML in
            let overdue = loan.loan.isOverdue(on: today)
            let copyPath = "/copies/\(PageContext.percentEncode(loan.loan.inventoryNumber.rawValue))"
            let late: HTML = overdue ? " <strong class=\"late\">\(context.texts.overdueBy(days: loan.loan.daysOverdue(on: today)))</strong>" : .empty
            let titleLink: HTML = loan.titleID.map { "<a href=\"/books/\($0)\">\(loan.titleDescription)</a>" } ?? "\(loan.titleDescription)"
            return """
                <li class="copy \(overdue ? "overdue" : "on-loan")"><div><strong class="inventory">\(loan.loan.inventoryNumber)</strong> \(titleLink),
                \(context.texts.due) \(loan.loan.dueOn.text(in: context.language))\(late)</div>
                <div class="actions">
                <form method="post" action="\(copyPath)/return"><input type="hidden" name="back" value="\(back)"><button type="submit" class="primary">\(context.texts.returnLoan)</button></form>
                \(loan.loan.renewals < policy.maximumRenewals ? "<form method=\"post\" action=\"\(copyPath)/renew\"><input type=\"hidden\" name=\"back\" value=\"\(back)\"><button type=\"submit\">\(context.texts.renew)</button></form>" as HTML : .empty)
                </div></li>
                """
        }
        let history = details.history.map { loan -> HTML in
            let returned = loan.loan.returnedAt.map { calendar.day(of: $0).text(in: context.language) } ?? ""
            return "<li>\(loan.loan.inventoryNumber) · \(loan.titleDescription) · \(context.texts.returned) \(returned)</li>"
        }
        let confirm = context.texts.deleteReaderQuestion
        return Layout.page(reader.fullName, context, body: """
            <p class="crumbs"><a href="/readers">\(context.texts.backToReaders)</a></p>
            <h1>\(reader.fullName)</h1>
            <dl class="facts">\(rows)</dl>
            <div class="actions">
            <a class="button" href="\(back)/edit">\(context.texts.edit)</a>
            <form method="post" action="\(back)/delete" data-confirm="\(confirm)"><button type="submit" class="danger">\(context.texts.delete)</button></form>
            <a class="button" href="/labels?ticket=\(ticketPath)">\(context.texts.printTicketLabel)</a>
            \(context.may(.editReaders) ? "<a class=\"button\" href=\"/api/v1/readers/\(ticketPath)/data\" download>\(context.texts.allReaderData)</a>" as HTML : .empty)
            </div>
            <h2>\(context.texts.booksOnLoan) (\(details.openLoans.count))</h2>
            <ul class="copies" id="reader-loans">\(open)</ul>
            \(details.openLoans.isEmpty ? "<p class=\"empty\">\(context.texts.noBooksOnLoan)</p>" as HTML : .empty)
            <h2>\(context.texts.history) (\(details.history.count))</h2>
            <ul class="history">\(history)</ul>
            \(ExportPanel.render(context, selection: ExportSelection(records: .readers, ticket: reader.ticketNumber), recipient: recipient))
            """)
    }
}
