import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The page `/my` shows a signed-in reader: their loans (with renewing), their holds (with the
/// place in the queue, and cancelling), their returned books when they allow it, and the switch
/// that allows it.
enum MyAccountPage {
    static func render(_ requestContext: RequestContext, reader session: ReaderSession, problem: Bilingual? = nil,
                       status: Int = 200) throws -> HTTPResponse {
        let context = requestContext.readerPage
        let details = try requestContext.store.reader(session.ticketNumber)
        let today = requestContext.today
        let texts = context.texts
        let shown: HTML = problem.map { "<p class=\"problems\" role=\"alert\">\(context.text($0))</p>" } ?? .empty
        let loans = details.openLoans.map { loan -> HTML in
            let overdue = loan.loan.isOverdue(on: today)
            let late: HTML = overdue ? " <strong class=\"late\">\(texts.overdueBy(days: loan.loan.daysOverdue(on: today)))</strong>" : .empty
            return """
                <li class="copy \(overdue ? "overdue" : "on-loan")" data-inventory="\(loan.loan.inventoryNumber)"><div>\(loan.titleDescription),
                \(texts.due) \(loan.loan.dueOn.text(in: context.language))\(late)</div>
                <form method="post" action="\(MyPages.renew.path)"><input type="hidden" name="inventoryNumber" value="\(loan.loan.inventoryNumber)"><button type="submit">\(texts.renew)</button></form></li>
                """
        }
        let holds = details.holds.map { hold -> HTML in
            """
            <li class="hold \(hold.state.rawValue)" data-hold="\(hold.id)" data-state="\(hold.state.rawValue)"><div><a href="\(CatalogueTitlePage.page.path(hold.titleID))">\(hold.titleDescription)</a> — \(context.text(hold.standing))</div>
            <form method="post" action="\(MyPages.cancelHold.path(hold.id))" data-confirm="\(texts.cancelHoldQuestion)"><button type="submit">\(texts.cancelHold)</button></form></li>
            """
        }
        let calendar = requestContext.services.calendar
        let history: HTML = details.access.historyShown ? """
            <h2>\(texts.history) (\(details.history.count))</h2>
            <ul class="history" id="my-history">\(details.history.map { loan -> HTML in
                "<li>\(loan.titleDescription) · \(texts.returned) \(loan.loan.returnedAt.map { calendar.day(of: $0).text(in: context.language) } ?? "")</li>"
            })</ul>
            """ : .empty
        let checked: HTML = details.access.historyShown ? " checked" : .empty
        let reader = details.record.reader
        return Layout.page(texts.myAccountTitle, context, status: status, body: """
            <h1>\(reader.fullName)</h1>
            <p class="muted">\(texts.ticket) \(reader.ticketNumber) · <a href="\(PublicCatalogue.page.path)">\(texts.searchTheCatalogue)</a></p>
            \(shown)
            \(DeskReaderPanel.blocks(context, details.blocks, toTheReader: true))
            <h2>\(texts.booksOnLoan) (\(details.openLoans.count))</h2>
            <ul class="copies" id="my-loans">\(loans)</ul>
            <h2>\(texts.holdsHeading(details.holds.count))</h2>
            <ul class="rows" id="my-holds">\(holds)</ul>
            \(history)
            <form method="post" action="\(MyPages.history.path)" class="form compact" id="my-history-choice">
            <label class="check"><input type="checkbox" name="shown" value="1"\(checked)> \(texts.myShowHistory)</label>
            <div class="actions"><button type="submit">\(texts.save)</button></div>
            </form>
            <form method="post" action="\(MyPages.signOut.path)" class="actions"><button type="submit">\(texts.signOut)</button></form>
            """)
    }
}
