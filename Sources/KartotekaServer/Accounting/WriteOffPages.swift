import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/writeoffs`: acts of write-off — the list with the form that draws one up (its copies typed
/// or scanned one a line), each act's page, and the act to print or download.
enum WriteOffPages {
    static let endpoints: [any EndpointDeclaration] = [list, filled, create, card, print, csv]

    static let fields = DraftFields(WriteOffDraft.fields)

    static let list = Endpoint.page(.get, "/writeoffs", .permission(.keepAccounts),
                                    query: [Routes.Receipts.year] + QueryParameters.paging) { context in
        var draft = WriteOffDraft()
        draft.date = context.today.isoText
        return try listPage(context, draft: draft, problems: [], year: try context.lenientQuery(Routes.Receipts.year),
                            page: try context.listPage(defaultLimit: 50))
    }

    /// The form filled in with copies posted from another page (a stock check's missing copies,
    /// the losses not yet written off): posted, not put in an address, which a long list of
    /// numbers would not fit.
    static let filled = Endpoint.form("/writeoffs/filled", .permission(.keepAccounts), fields: fields.form) { context in
        var draft = WriteOffDraft()
        try context.fill(&draft, fields)
        if draft.date.isEmpty { draft.date = context.today.isoText }
        return try listPage(context, draft: draft, problems: [], year: nil, page: PageRequest(limit: 50))
    }

    /// A button that opens the write-off form filled in with these copies, lost.
    static func lostCopiesButton(_ copies: [InventoryNumber], label: String, id: String, hint: String? = nil, primary: Bool = false) -> HTML {
        """
        <form method="post" action="\(filled.path)#write-off-form" class="inline-form" id="\(id)">\
        <input type="hidden" name="reason" value="\(WriteOffReason.lost.rawValue)">\
        <input type="hidden" name="copies" value="\(copies.map(\.rawValue).joined(separator: "\n"))">\
        <button type="submit"\(HTML(raw: primary ? " class=\"primary\"" : ""))\(HTML(raw: hint.map { " title=\"\(HTML.escape($0))\"" } ?? ""))>\(label)</button></form>
        """
    }

    static let create = Endpoint.form("/writeoffs/new", .permission(.keepAccounts), fields: fields.form) { context in
        var draft = WriteOffDraft()
        try context.fill(&draft, fields)
        return try context.saving(byField: actProblem) {
            let record = try context.run(RecordWriteOff(draft))
            return .redirect(to: "\(path(record.number))?notice=write-off-saved")
        } again: { problems in
            try listPage(context, draft: draft, problems: problems, year: nil, status: 422)
        }
    }

    static let card: PageRoute<YearlyNumber> = Endpoint.page(.get, "/writeoffs/\(PathParameters.actNumber)", .permission(.keepAccounts)) { context in
        let act = try context.store.writeOffAct(context.path(PathParameters.actNumber))
        return Layout.page("\(context.page.text(LedgerHeading.writeOffAct.name)) № \(act.number.text)", context.page, body: """
            <p class="crumbs"><a href="\(WriteOffPages.list.path)">\(context.page.texts.writeOffs)</a></p>
            <p class="actions"><a class="button primary" href="\(WriteOffPages.print.path(act.number))">\(context.page.texts.printVersion)</a>
            <a class="button" href="\(WriteOffPages.csv.path(act.number))" download>\(context.page.texts.downloadCSV)</a></p>
            <div class="document">\(WriteOffDocument.render(context.page, act))</div>
            """)
    }

    static let print: PageRoute<YearlyNumber> = Endpoint.page(.get, "/writeoffs/\(PathParameters.actNumber)/print", .permission(.keepAccounts)) { context in
        let act = try context.store.writeOffAct(context.path(PathParameters.actNumber))
        return PrintLayout.page("\(context.page.text(LedgerHeading.writeOffAct.name)) № \(act.number.text)", context.page,
                                back: path(act.number), csv: WriteOffPages.csv.path(act.number), body: WriteOffDocument.render(context.page, act))
    }

    static let csv: PageRoute<YearlyNumber> = Endpoint.page(.get, "/writeoffs/\(PathParameters.actNumber)/csv", .permission(.keepAccounts)) { context in
        let act = try context.store.writeOffAct(context.path(PathParameters.actNumber))
        return PrintLayout.csv(AccountingCSV(language: context.page.language).writeOff(WriteOffResource(act)),
                               name: "write-off-\(act.number.pathText).csv")
    }

    /// An act's page.
    static func path(_ number: YearlyNumber) -> String { WriteOffPages.card.path(number) }

    /// What is wrong with an act's copies (or its number) is a problem of that field.
    private static func actProblem(_ error: any Error) -> [FieldProblem]? {
        switch error {
        case let error as AccountingError:
            if case .writeOffNumberTaken = error { return [FieldProblem(field: "number", message: error.message)] }
            return [FieldProblem(field: "copies", message: error.message)]
        case let error as CatalogError:
            return [FieldProblem(field: "copies", message: error.message)]
        default:
            return nil
        }
    }

    /// The list (`page` of it) with the form, a form post's answer reading no query.
    private static func listPage(_ context: RequestContext, draft: WriteOffDraft, problems: [FieldProblem], year: Int?,
                                 page: PageRequest = PageRequest(), status: Int = 200) throws -> HTTPResponse {
        let acts = try context.store.writeOffs(year: year, page: page)
        return WriteOffListPage.render(context.page, acts: acts, draft: draft, problems: problems, year: year, status: status)
    }
}
