import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/receipts`: the batches of the book of summary accounting — the list with the form for a
/// new one, each batch's page with its copies, changing or closing it, and choosing the batch a
/// desk catalogues into.
enum ReceiptPages {
    static let endpoints: [any EndpointDeclaration] = [list, create, card, edit, delete, choose, print]

    static let fields = DraftFields(ReceiptDraft.fields)
    /// Whether copies may still join the batch.
    static let open = FormField<Bool>("open") { $0 != "0" }
    /// The batch chosen for cataloguing; empty: none.
    static let chosen = FormField<YearlyNumber?>("receipt") { text in
        guard let text, !text.isEmpty else { return nil }
        guard let number = YearlyNumber(text: text) else { throw UnusableFormValue() }
        return number
    }

    static let list = Endpoint.page(.get, "/receipts", .permission(.keepAccounts),
                                    query: [Routes.Receipts.year] + QueryParameters.paging) { context in
        try listPage(context, draft: nil, problems: [], year: try context.lenientQuery(Routes.Receipts.year), page: try context.listPage(defaultLimit: 50))
    }

    static let create = Endpoint.form("/receipts/new", .permission(.keepAccounts), fields: fields.form) { context in
        var draft = ReceiptDraft()
        try context.fill(&draft, fields)
        return try context.saving(byField: numberProblem) {
            let record = try context.run(AddReceipt(draft))
            return .redirect(to: "\(path(record.number))?notice=receipt-saved")
        } again: { problems in
            try listPage(context, draft: draft, problems: problems, year: nil, status: 422)
        }
    }

    static let card: PageRoute<YearlyNumber> = Endpoint.page(.get, "/receipts/\(PathParameters.receiptNumber)", .permission(.keepAccounts),
                                                             query: QueryParameters.paging) { context in
        try cardPage(context, number: context.path(PathParameters.receiptNumber), draft: nil, problems: [],
                     page: try context.listPage(defaultLimit: 100))
    }

    /// The receipt on paper, with all its copies.
    static let print: PageRoute<YearlyNumber> = Endpoint.page(.get, "/receipts/\(PathParameters.receiptNumber)/print",
                                                              .permission(.keepAccounts)) { context in
        let number = try context.path(PathParameters.receiptNumber)
        let record = try context.store.receipt(number)
        let copies = try LedgerPages.allEntries(context) { InventoryBookQuery(receipt: number, page: $0) }
        return PrintLayout.page("\(context.page.texts.receipt) № \(record.number.text)", context.page, back: path(number), csv: nil,
                                body: ReceiptDocument.render(context.page, record: record, copies: copies))
    }

    static let edit: PageRoute<YearlyNumber> = Endpoint.form("/receipts/\(PathParameters.receiptNumber)/edit", .permission(.keepAccounts),
                                                             fields: fields.form + [open]) { context in
        let number = try context.path(PathParameters.receiptNumber)
        var draft = ReceiptDraft()
        try context.fill(&draft, fields)
        let isOpen = try context.form(open)
        return try context.saving(byField: numberProblem) {
            _ = try context.run(UpdateReceipt(number, to: draft, isOpen: isOpen))
            return .redirect(to: "\(path(number))?notice=receipt-saved")
        } again: { problems in
            try cardPage(context, number: number, draft: draft, problems: problems, isOpen: isOpen, status: 422)
        }
    }

    static let delete: PageRoute<YearlyNumber> = Endpoint.form("/receipts/\(PathParameters.receiptNumber)/delete", .permission(.keepAccounts)) { context in
        try context.run(DeleteReceipt(context.path(PathParameters.receiptNumber)))
        return .redirect(to: "\(ReceiptPages.list.path)?notice=receipt-deleted")
    }

    /// Chooses the batch this desk catalogues into (or none), and goes back.
    static let choose = Endpoint.form("/receipts/current", .permission(.keepAccounts), fields: [chosen, FormFields.back]) { context in
        let back = try context.form(FormFields.back)
        let number = try context.run(ChooseReceipt(try context.form(chosen)))
        return HTTPResponse.redirect(to: Notice.receiptChosen.shown(on: back ?? ScanPage.page.path))
            .adding("Set-Cookie", ReceiptCookie.set(number, secure: context.request.isSecure))
    }

    /// A batch's page.
    static func path(_ number: YearlyNumber) -> String { ReceiptPages.card.path(number) }

    /// A number its year has already is a problem of the number field.
    private static func numberProblem(_ error: any Error) -> [FieldProblem]? {
        guard let error = error as? AccountingError else { return nil }
        switch error {
        case .receiptNumberTaken: return [FieldProblem(field: "number", message: error.message)]
        case .receiptYearFixed: return [FieldProblem(field: "receivedOn", message: error.message)]
        default: return nil
        }
    }

    /// The list (`page` of it) with the form, a form post's answer reading no query.
    private static func listPage(_ context: RequestContext, draft: ReceiptDraft?, problems: [FieldProblem], year: Int?,
                                 page: PageRequest = PageRequest(), status: Int = 200) throws -> HTTPResponse {
        var fresh = ReceiptDraft()
        fresh.receivedOn = context.today.isoText
        fresh.source = ReceiptSource.purchase.rawValue
        return ReceiptListPage.render(context.page, receipts: try context.store.receipts(ReceiptQuery(year: year, page: page)),
                                      draft: draft ?? fresh, problems: problems, year: year, status: status)
    }

    /// The batch's page; `isOpen`: the open/closed choice as a refused form sent it (else as stored).
    private static func cardPage(_ context: RequestContext, number: YearlyNumber, draft: ReceiptDraft?, problems: [FieldProblem],
                                 page: PageRequest = PageRequest(limit: 100), isOpen: Bool? = nil, status: Int = 200) throws -> HTTPResponse {
        let record = try context.store.receipt(number)
        let copies = try context.store.inventoryBook(InventoryBookQuery(receipt: number, page: page))
        return ReceiptCardPage.render(context.page, record: record, copies: copies, draft: draft ?? ReceiptDraft(record), problems: problems,
                                      current: ReceiptCookie.receipt(in: context.request) == number, isOpen: isOpen ?? record.isOpen, status: status)
    }
}
