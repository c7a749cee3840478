import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The reader card: details, why they may not borrow, books on loan (overdue marked) with return,
/// renew and lost, the books they lost and how each was settled, and history.
enum ReaderCardPage {
    /// The card of a reader; `sent` names the form just sent (``ReaderStandingPanel/blockForm``, or
    /// a loss's ``ReaderStandingPanel/settlementForm(_:)``) and its problems.
    static func render(_ requestContext: RequestContext, details: ReaderDetails,
                       sent: SentForm? = nil, status: Int = 200) throws -> HTTPResponse {
        let context = requestContext.page
        let settings = try requestContext.store.settings()
        let rules = LoanRules(try requestContext.store.loanRules(), policy: settings.loanPolicy)
        let today = requestContext.today
        let calendar = requestContext.services.calendar
        let reader = details.record.reader
        let ticketPath = PageContext.percentEncode(reader.ticketNumber.rawValue)
        let texts = context.texts
        let standing = reader.schoolClass.map { reader.graduated ? texts.graduateOf($0.text) : $0.text } ?? ""
        let facts: [(label: String, value: String)] = [
            (texts.ticketField, reader.ticketNumber.rawValue), (texts.schoolClass, standing), (texts.phone, reader.phone?.text ?? ""),
            (texts.email, reader.email?.text ?? ""), (texts.parentPhone, reader.parentPhone?.text ?? ""),
            (texts.parentEmail, reader.parentEmail?.text ?? ""), (texts.born, reader.birth?.description ?? ""),
            (texts.gender, reader.gender.map { context.text($0.name) } ?? ""), (texts.category, reader.category),
            (texts.address, reader.address.line(in: context.language)), (texts.workOrStudy, reader.workplace),
            (texts.registered, reader.registeredOn.text(in: context.language)),
        ]
        let rows = facts.filter { !$0.value.isEmpty }.map { fact -> HTML in "<dt>\(fact.label)</dt><dd>\(fact.value)</dd>" }
        let back = ReaderPages.card.path(reader.ticketNumber)
        // Renewal is offered while the rule that covers the loan (by the title's kind) allows one more.
        var renewable: [LoanID: Bool] = [:]
        for loan in details.openLoans {
            let kind = try loan.titleID.map { try requestContext.store.title($0).record.title.documentKind } ?? .other
            renewable[loan.loan.id] = loan.loan.renewals < rules.rule(for: reader.readerCategory, kind: kind).terms.maximumRenewals
        }
        let open = details.openLoans.map { loan -> HTML in
            let overdue = loan.loan.isOverdue(on: today)
            let copy = loan.loan.inventoryNumber
            let late: HTML = overdue ? " <strong class=\"late\">\(context.texts.overdueBy(days: loan.loan.daysOverdue(on: today)))</strong>" : .empty
            let titleLink: HTML = loan.titleID.map { "<a href=\"\(TitlePages.card.path($0))\">\(loan.titleDescription)</a>" } ?? "\(loan.titleDescription)"
            return """
                <li class="copy \(overdue ? "overdue" : "on-loan")" data-inventory="\(loan.loan.inventoryNumber)"><div><strong class="inventory">\(loan.loan.inventoryNumber)</strong> \(titleLink),
                \(context.texts.due) \(loan.loan.dueOn.text(in: context.language))\(late)\(ClassSetCardPage.mark(context, loan))</div>
                <div class="actions">
                <form method="post" action="\(CopyPages.returnCopy.path(copy))"><input type="hidden" name="back" value="\(back)"><button type="submit" class="primary">\(context.texts.returnLoan)</button></form>
                \(renewable[loan.loan.id] == true ? "<form method=\"post\" action=\"\(CopyPages.renew.path(copy))\"><input type=\"hidden\" name=\"back\" value=\"\(back)\"><button type=\"submit\">\(context.texts.renew)</button></form>" as HTML : .empty)
                <form method="post" action="\(StandingPages.recordLoss.path(copy))" data-confirm="\(texts.recordLostQuestion)"><input type="hidden" name="back" value="\(back)"><button type="submit">\(texts.recordLost)</button></form>
                </div></li>
                """
        }
        let history = details.history.map { loan -> HTML in
            let returned = loan.loan.returnedAt.map { calendar.day(of: $0).text(in: context.language) } ?? ""
            let how = loan.loan.lostAt == nil ? context.texts.returned : texts.lostOn
            return "<li>\(loan.loan.inventoryNumber) · \(loan.titleDescription) · \(how) \(returned)</li>"
        }
        let confirm = context.texts.deleteReaderQuestion
        return Layout.page(reader.fullName, context, status: status, body: """
            <p class="crumbs"><a href="\(ReaderPages.list.path)">\(context.texts.backToReaders)</a></p>
            <h1>\(reader.fullName)</h1>
            \(sharedPhoneWarning(context, details.sharingPhone))
            <dl class="facts">\(rows)</dl>
            <div class="actions">
            \(context.mayOpen(ReaderPages.editForm) ? "<a class=\"button\" href=\"\(ReaderPages.editForm.path(reader.ticketNumber))\">\(context.texts.edit)</a>" as HTML : .empty)
            \(context.mayOpen(ReaderPages.delete) ? "<form method=\"post\" action=\"\(ReaderPages.delete.path(reader.ticketNumber))\" data-confirm=\"\(confirm)\"><button type=\"submit\" class=\"danger\">\(context.texts.delete)</button></form>" as HTML : .empty)
            <a class="button" href="\(DeskPage.page.path)?ticket=\(ticketPath)">\(texts.desk)</a>
            \(context.may(.browseReaders) ? "<a class=\"button\" href=\"\(LabelPages.labels.path)?ticket=\(ticketPath)\">\(context.texts.printTicketLabel)</a>" as HTML : .empty)
            \(context.may(.browseReaders) ? "<a class=\"button\" href=\"\(ReaderPages.recordCard.path(reader.ticketNumber))\">\(context.texts.recordCard)</a>" as HTML : .empty)
            \(context.may(.editReaders) ? "<a class=\"button\" href=\"\(Routes.Readers.personalData.path(reader.ticketNumber))\" download>\(context.texts.allReaderData)</a>" as HTML : .empty)
            </div>
            \(ConsentPanel.render(context, details: details, today: today, sent: sent))
            \(DeskReaderPanel.blocks(context, details.blocks))
            <h2>\(context.texts.booksOnLoan) (\(details.openLoans.count))</h2>
            <ul class="copies" id="reader-loans">\(open)</ul>
            \(details.openLoans.isEmpty ? "<p class=\"empty\">\(context.texts.noBooksOnLoan)</p>" as HTML : .empty)
            \(HoldPanel.readerSection(context, details: details))
            \(ReaderAccessPanel.render(context, details: details, now: requestContext.services.clock.now()))
            \(ReaderStandingPanel.losses(context, details: details, calendar: calendar, sent: sent))
            \(ReaderStandingPanel.manualBlocks(context, details: details, today: today, sent: sent))
            <h2>\(context.texts.history) (\(details.history.count))</h2>
            <ul class="history">\(history)</ul>
            \(ExportPanel.render(context, selection: ExportSelection(records: .readers, ticket: reader.ticketNumber),
                                 recipient: settings.exchange.mail.lastRecipient))
            """)
    }

    /// The warning that other readers are reached at this reader's numbers (siblings sharing a
    /// parent's phone, or a number typed for the wrong reader).
    static func sharedPhoneWarning(_ context: PageContext, _ others: [ReaderRecord]) -> HTML {
        guard !others.isEmpty else { return .empty }
        let names = others.map { record -> HTML in
            let reader = record.reader
            let name = context.may(.browseReaders) ? "\(reader.shortName), " : ""
            return "<a href=\"\(ReaderPages.card.path(reader.ticketNumber))\">\(name)\(context.texts.ticket) \(reader.ticketNumber)</a>"
        }
        return "<p class=\"warning\" role=\"note\" id=\"shared-phone\">\(context.texts.phoneAlsoOf) \(HTML.join(names, separator: "; "))</p>"
    }
}
