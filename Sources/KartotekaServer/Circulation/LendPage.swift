import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// Lending a copy: find the reader by name, ticket or phone, and lend with one press.
enum LendPage {
    static func render(_ context: PageContext, copy: CopyDetails, title: Title, search: String, readers: [ReaderSummary],
                       ticket: String, dueOn: String, problems: [FieldProblem], status: Int) -> HTTPResponse {
        let inventory = copy.record.inventoryNumber
        let action = CopyPages.lendForm.path(inventory)
        let fields = FormInputs(context, problems: problems)
        let choices = readers.map { reader -> HTML in
            let person = reader.record.reader
            return """
                <li><form method="post" action="\(action)">
                <input type="hidden" name="ticketNumber" value="\(person.ticketNumber)">
                <span><strong>\(person.fullName)</strong> · \(context.texts.ticket) \(person.ticketNumber) · <span class="phone">\(person.phone?.text ?? person.parentPhone?.text ?? "")</span>\(reader.overdueCount > 0 ? HTML(raw: " <strong class=\"late\">" + HTML.escape(context.texts.hasOverdueBooks) + "</strong>") : .empty)</span>
                <button type="submit" class="primary">\(context.texts.lend)</button></form></li>
                """
        }
        let none: HTML = !search.isEmpty && readers.isEmpty ? "<p class=\"empty\">\(context.texts.nobodyFound)</p>" : .empty
        let top: HTML = """
            <p class="crumbs"><a href="\(TitlePages.card.path(copy.record.titleID))">← \(title.title)</a></p>
            <h1>\(context.texts.lendCopy) \(inventory)</h1>
            <p>\(title.shortDescription)</p>
            """
        if let unavailable = unavailable(context, copy: copy, lendPath: action) {
            return Layout.page(context.texts.lend, context, status: status, body: "\(top)\n\(unavailable)")
        }
        return Layout.page(context.texts.lend, context, status: status, body: """
            \(top)
            \(fields.summary())
            <form method="get" action="\(action)" class="search-box" role="search">
            <input type="search" name="q" value="\(search)" autofocus data-live-search="reader-results" placeholder="\(context.texts.readerSearchPlaceholder)" aria-label="\(context.texts.findAReader)">
            <button type="submit">\(context.texts.find)</button>
            </form>
            <div id="reader-results" aria-live="polite"><ul class="choices" id="reader-choices">\(choices)</ul>
            \(none)</div>
            <form method="post" action="\(action)" class="form compact" id="lend-by-ticket" novalidate>
            \(fields.input("ticketNumber", context.texts.orTheTicketNumber, value: ticket))
            \(fields.input("dueOn", context.texts.dueDateIfNotUsual, value: dueOn, kind: "date"))
            \(context.may(.setAnyDueDay) ? "<label class=\"check\"><input type=\"checkbox\" name=\"overrideAgeMark\" value=\"yes\"> \(context.texts.overrideAgeMark)</label>" as HTML : .empty)
            <label class="field check"><input type="checkbox" name="inLibrary" value="1"> \(context.texts.readInTheLibrary)</label>
            <div class="actions"><button type="submit" class="primary">\(context.texts.lend)</button></div>
            </form>
            """)
    }

    /// Why the copy cannot be lent now (it is out, or lost, or written off), with what to do;
    /// nil when it can be lent. Going back after lending lands here, as may a second librarian.
    private static func unavailable(_ context: PageContext, copy: CopyDetails, lendPath: String) -> HTML? {
        let inventory = copy.record.inventoryNumber
        if let loan = copy.openLoan {
            let holder = HolderMention.render(context, copy.holder)
            return """
                <div class="problems" role="alert" id="lend-unavailable"><p>\(context.texts.copyIsOnLoan): \(holder), \(context.texts.due) \(loan.dueOn.text(in: context.language)).</p>
                <form method="post" action="\(CopyPages.returnCopy.path(inventory))"><input type="hidden" name="back" value="\(lendPath)">
                <div class="actions"><button type="submit" class="primary">\(context.texts.acceptReturn)</button>
                <a href="\(TitlePages.card.path(copy.record.titleID))">\(context.texts.toTheBook)</a></div></form></div>
                """
        }
        if let placement = copy.record.placement, let away = BranchActions.awayFromDesk(context, inventory: inventory, placement: placement) {
            return away
        }
        guard !copy.record.copy.status.isLendable else { return nil }
        return """
            <div class="problems" role="alert" id="lend-unavailable"><p>\(context.text(LoanError.copyNotLendable(inventory, copy.record.copy.status).message))</p>
            <p><a href="\(CopyPages.editForm.path(inventory))">\(context.texts.changeCopyStatus)</a></p></div>
            """
    }
}
