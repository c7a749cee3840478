import KartotekaCore
import KartotekaWire

/// The reader at the desk: who, their class, why they may not borrow (and what to do), what they
/// hold with what is overdue (each renewable from here), and the holds waiting for them; its
/// forms and links come back to the desk with the reading-room switch as `options` have it.
enum DeskReaderPanel {
    static func render(_ context: PageContext, details: ReaderDetails, today: Day, options: LendingOptions) -> HTML {
        let reader = details.record.reader
        let texts = context.texts
        let ticket = reader.ticketNumber.rawValue
        let standing: HTML = reader.schoolClass.map { " · \(reader.graduated ? texts.graduateOf($0.text) : texts.schoolClassShort($0.text))" }
            ?? .empty
        let category: HTML = reader.category.isEmpty ? .empty : " · \(reader.category)"
        let loans = details.openLoans.map { loan -> HTML in
            let overdue = loan.loan.isOverdue(on: today)
            let late: HTML = overdue ? " <strong class=\"late\">\(texts.overdueBy(days: loan.loan.daysOverdue(on: today)))</strong>" : .empty
            return """
                <li class="copy \(overdue ? "overdue" : "on-loan")" data-inventory="\(loan.loan.inventoryNumber)"><div><strong class="inventory">\(loan.loan.inventoryNumber)</strong> \(loan.titleDescription),
                \(texts.due) \(loan.loan.dueOn.text(in: context.language))\(late)\(ClassSetCardPage.mark(context, loan))</div>
                <form method="post" action="\(DeskPage.renew.path)" class="desk-renew"><input type="hidden" name="inventoryNumber" value="\(loan.loan.inventoryNumber)"><input type="hidden" name="ticket" value="\(ticket)">\(DeskPage.keepingTheSwitch(options))<button type="submit">\(texts.renew)</button></form>
                <form method="post" action="\(CopyPages.returnCopy.path(loan.loan.inventoryNumber))"><input type="hidden" name="back" value="\(DeskPage.address(ticket: ticket, options))"><button type="submit">\(texts.returnLoan)</button></form></li>
                """
        }
        return """
            <section id="desk-reader" data-ticket="\(ticket)">
            <h2>\(reader.fullName)</h2>
            <p class="muted">\(texts.ticket) \(ticket)\(standing)\(category)</p>
            \(blocks(context, details.blocks))
            <h3>\(texts.booksOnLoan) (\(details.openLoans.count))</h3>
            <ul class="copies" id="desk-loans">\(loans)</ul>
            \(HoldPanel.deskSection(context, details: details))
            <p class="actions"><a href="\(ReaderPages.card.path(reader.ticketNumber))">\(texts.readerCard)</a>
            <a href="\(DeskPage.address(ticket: "", options))">\(texts.nextReader)</a></p>
            </section>
            """
    }

    /// Why the reader may not borrow, with what lifts each block.
    static func blocks(_ context: PageContext, _ blocks: [ReaderBlock], toTheReader: Bool = false) -> HTML {
        guard !blocks.isEmpty else { return .empty }
        let items = blocks.map { block -> HTML in
            "<li data-block=\"\(block.code)\">\(context.text(block.reason)). \(context.text(toTheReader ? block.readerRemedy : block.remedy))</li>"
        }
        let heading = toTheReader ? context.texts.myMayNotBorrow : context.texts.mayNotBorrow
        return "<div class=\"problems\" role=\"alert\" id=\"reader-blocks\"><p><strong>\(heading)</strong></p><ul>\(items)</ul></div>"
    }
}
