import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// `/overdue`: who has not returned books on time, most overdue first, with the phone to call.
enum OverduePage {
    static let endpoints: [any EndpointDeclaration] = [page, print]

    /// The overdue list on paper (of a branch, of a class), headed by the library's name.
    static let print: PageRoute<Void> = Endpoint.page(
        .get, "/overdue/print", .permission(.lookUp), query: [BranchFilter.parameter, ReaderFilters.schoolClass]
    ) { requestContext in
        let context = requestContext.page
        let today = requestContext.today
        let branch = try BranchFilter.chosen(requestContext, among: try requestContext.store.branches())
        let schoolClass = try requestContext.lenientQuery(ReaderFilters.schoolClass)
        // Every overdue loan: a list cut at one page would pass for the whole.
        let loans = try PageRequest.everyItem { page in
            try requestContext.store.overdueLoans(asOf: today, branch: branch, schoolClass: schoolClass, page: page)
        }
        let contact = context.holderDisclosure == .contact
        var table = LedgerTable(id: "overdue-print", headings: [
            context.text(LedgerHeading.inventoryNumber.name), context.text(LedgerHeading.authorAndTitle.name), context.texts.reader,
            context.texts.dueOnHeading, context.texts.overdue,
        ])
        for loan in loans {
            let reader = loan.holder.map { contact ? "\($0.shortName), \(context.texts.ticket) \($0.ticketNumber)\($0.phone.isEmpty ? "" : " · \($0.phone)")"
                : "\(context.texts.ticket) \($0.ticketNumber)" } ?? context.texts.readerRemoved
            table.add([LedgerTable.Cell(loan.loan.inventoryNumber.rawValue), LedgerTable.Cell(loan.titleDescription), LedgerTable.Cell(reader),
                       LedgerTable.Cell(loan.loan.dueOn.text(in: context.language)),
                       LedgerTable.Cell(context.texts.overdueBy(days: loan.loan.daysOverdue(on: today)))])
        }
        let scope = [schoolClass.map { context.texts.classList($0.text) }, branch.map { $0.rawValue }].compactMap { $0 }
        let back = PageContext.link(OverduePage.page.path, [("branch", branch?.rawValue ?? ""), ("class", schoolClass?.text ?? "")])
        return PrintLayout.page(context.texts.overdueLoans, context, back: back, csv: nil, body: """
            <h1>\(context.texts.overdueLoans)</h1>
            <p class="subtitle">\((scope + [context.texts.asOf + " " + today.text(in: context.language)]).joined(separator: " · "))</p>
            \(loans.isEmpty ? "<p class=\"empty\">\(context.texts.noOverdueLoans)</p>" as HTML : table.html)
            """)
    }

    static let page: PageRoute<Void> = Endpoint.page(
        .get, "/overdue", .permission(.lookUp), query: [BranchFilter.parameter, ReaderFilters.schoolClass] + QueryParameters.paging
    ) { requestContext in
            let context = requestContext.page
            let today = requestContext.today
            let page = try requestContext.listPage(defaultLimit: 50)
            let branches = try requestContext.store.branches()
            let branch = try BranchFilter.chosen(requestContext, among: branches)
            let schoolClass = try requestContext.lenientQuery(ReaderFilters.schoolClass)
            let classes = try requestContext.store.schoolClasses()
            let results = try requestContext.store.overdueLoans(asOf: today, branch: branch, schoolClass: schoolClass, page: page)
            let rows = results.items.map { loan -> HTML in
                let holder = HolderMention.render(requestContext.page, loan.holder, withPhone: true)
                let titleLink: HTML = loan.titleID.map { "<a href=\"\(TitlePages.card.path($0))\">\(loan.titleDescription)</a>" } ?? "\(loan.titleDescription)"
                return """
                    <li class="row overdue"><div><strong class="inventory">\(loan.loan.inventoryNumber)</strong> \(titleLink)</div>
                    <div>\(holder)</div>
                    <div class="status">\(context.texts.dueOn) \(loan.loan.dueOn.text(in: context.language)), <strong class="late">\(context.texts.overdueBy(days: loan.loan.daysOverdue(on: today)))</strong></div>
                    <form method="post" action="\(CopyPages.returnCopy.path(loan.loan.inventoryNumber))"><input type="hidden" name="back" value="\(OverduePage.page.path)"><button type="submit" class="primary">\(context.texts.returnLoan)</button></form>
                    </li>
                    """
            }
            let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(context.texts.noOverdueLoans)</p>" : .empty
            return Layout.page(context.texts.overdue, context, body: """
                <h1>\(context.texts.overdueLoans)</h1>
                <p class="muted">\(context.texts.asOf) \(today.text(in: context.language)) · <a href="\(PageContext.link(OverduePage.print.path, [("branch", branch?.rawValue ?? ""), ("class", schoolClass?.text ?? "")]))" id="overdue-print-link">\(context.texts.printVersion)</a></p>
                \(branches.count > 1 || !classes.isEmpty || schoolClass != nil ? "<form class=\"search-box\" action=\"\(OverduePage.page.path)\" method=\"get\">\(BranchFilter.render(context, branches: branches, chosen: branch))\(ClassFilter.render(context, classes: classes, chosen: schoolClass))<button type=\"submit\">\(context.texts.show)</button></form>" as HTML : .empty)
                <ul class="rows" id="overdue-list">\(rows)</ul>
                \(empty)
                \(Pager.render(context, page: results, path: OverduePage.page.path, parameters: [("branch", branch?.rawValue ?? ""),
                                                                                     ("class", schoolClass?.text ?? "")]))
                """)
    }
}
