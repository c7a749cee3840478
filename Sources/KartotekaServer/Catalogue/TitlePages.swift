import KartotekaCore
import KartotekaHTTP
import KartotekaMetadata
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/books`: the catalogue list, the title card, and the book forms.
enum TitlePages {
    static let endpoints: [any EndpointDeclaration] = [list, newForm, filled, lookUp, create, card, editForm, edit, delete]

    /// The book just saved, to say so on the list it returns to.
    static let saved = QueryParameter<TitleID>("saved", schema: JSONSchema.integer(minimum: 1),
                                               description: "The book just saved, to name it on the list.") { TitleID(parsing: $0) }

    static let list = Endpoint.page(.get, "/books", .permission(.lookUp), query: [
        QueryParameters.words, QueryParameters.availability, BranchFilter.parameter, saved,
    ] + QueryParameters.paging) { context in
        let text = try context.query(QueryParameters.words) ?? ""
        let availability = try context.lenientQuery(QueryParameters.availability) ?? .all
        let page = try context.listPage(defaultLimit: 25)
        let branches = try context.store.branches()
        let branch = try BranchFilter.chosen(context, among: branches)
        let savedTitle = try context.lenientQuery(saved)
        let search = try context.store.searchTitles(CatalogQuery(text: text, availability: availability, page: page, branch: branch))
        // An identifier that names one title or copy opens it.
        if let destination = search.destination, page.offset == 0 {
            return .redirect(to: SearchNotes.path(of: destination))
        }
        return TitleList.render(context.page, search: search, text: text, availability: availability,
                               recipient: try context.store.settings().exchange.mail.lastRecipient,
                               branches: branches, branch: branch, saved: try savedTitle.flatMap { try context.store.existingTitle($0) })
    }

    /// Where a filled-in form's values came from (a provider's name), to say so above it.
    static let source = QueryParameter<String>("source", schema: JSONSchema.string(),
                                               description: "Where the filled-in values came from.") { $0 }

    static let newForm: PageRoute<Void> = Endpoint.page(
        .get, "/books/new", .permission(.editCatalogue), query: FormFields.title.query + FormFields.copy.query + [source, WebPages.back]
    ) { context in
        var draft = TitleDraft()
        try context.fill(&draft, fromQuery: FormFields.title)
        var copy = CopyDraft(storagePlace: try context.ask(DefaultStoragePlace()))
        try context.fill(&copy, fromQuery: FormFields.copy)
        if copy.receipt.isEmpty { copy.receipt = ReceiptCookie.receipt(in: context.request)?.text ?? "" }
        return TitleForm.render(context.page, draft: draft, copy: copy, problems: [], action: TitlePages.newForm.path,
                               source: try context.query(source), back: try context.lenientQuery(WebPages.back),
                               receipts: try context.openReceipts())
    }

    /// "Find by ISBN" from the New Book form, posted as the form is (never put in an address):
    /// keep what was typed, fill the blanks.
    static let lookUp = Endpoint.form("/books/lookup", .permission(.editCatalogue),
                                      fields: FormFields.title.form + FormFields.copy.form + [FormFields.back], work: .long) { context in
        var typed = TitleDraft()
        try context.fill(&typed, FormFields.title)
        var copy = CopyDraft()
        try context.fill(&copy, FormFields.copy)
        let back = try context.form(FormFields.back)
        guard let isbn = try? ISBN(parsing: typed.isbn) else {
            let problem = [FieldProblem(field: "isbn", message: Bilingual { $0.enterValidISBNToLookUp })]
            return TitleForm.render(context.page, draft: typed, copy: copy, problems: problem, action: TitlePages.newForm.path, status: 422, back: back,
                                   receipts: try context.openReceipts())
        }
        let resolution = try context.run(context.services.resolveScan([.isbn(isbn)]))
        if resolution.kind == "catalogued", let next = resolution.next {
            return .redirect(to: next.replacingOccurrences(of: "addCopy=", with: "addCopy=\(ScanResolver.query(copy.inventoryNumber))"))
        }
        let merged = resolution.draft.map(typed.filled(from:)) ?? typed
        return TitleForm.render(context.page, draft: merged, copy: copy, problems: [], action: TitlePages.newForm.path, source: resolution.source,
                               lookupMessage: resolution.message(in: context.page.language), back: back,
                               receipts: try context.openReceipts())
    }

    /// Saves a new book and returns to the list page it was added from (`back`), naming it there.
    /// A book that looks catalogued already is not saved until the librarian says it is another one.
    static let create = Endpoint.form("/books/new", .permission(.editCatalogue), fields: FormFields.title.form + FormFields.copy.form
                                      + [FormFields.back, TitleForm.duplicateConfirmed]) { context in
        var draft = TitleDraft()
        try context.fill(&draft, FormFields.title)
        var copy = CopyDraft()
        try context.fill(&copy, FormFields.copy)
        let back = try context.form(FormFields.back)
        let confirmed = try context.form(TitleForm.duplicateConfirmed)
        do {
            let saved = try context.run(AddTitle(NewTitle(title: draft, copies: [copy]), ifCatalogued: confirmed ? .refuse : .refuseLookalike))
            let target = Notice.bookSaved.shown(on: back ?? TitlePages.list.path)
            let id = saved.details.record.id
            return .redirect(to: target.hasPrefix("\(TitlePages.list.path)?") ? target + "&\(TitlePages.saved.declaration.name)=\(id)" : target)
        } catch let lookalike as TitleLooksCatalogued {
            return TitleForm.render(context.page, draft: draft, copy: copy, problems: [], action: TitlePages.newForm.path, status: 409,
                                   back: back, duplicate: lookalike.existing, receipts: try context.openReceipts())
        } catch {
            guard let problems = FormProblems.from(error) else { throw error }
            return TitleForm.render(context.page, draft: draft, copy: copy, problems: problems, action: TitlePages.newForm.path, status: 422,
                                   back: back, duplicate: try existingTitle(for: error, context.store), receipts: try context.openReceipts())
        }
    }

    /// The inventory number to put in the card's "add a copy" form (a scan of a catalogued ISBN).
    static let addCopy = QueryParameter<String>("addCopy", schema: JSONSchema.string(),
                                                description: "An inventory number for the new copy's form.") { $0 }

    static let card: PageRoute<TitleID> = Endpoint.page(.get, "/books/\(PathParameters.titleID)", .permission(.lookUp), query: [addCopy]) { context in
        let details = try context.store.title(context.path(PathParameters.titleID))
        let settings = try context.store.settings()
        return TitleCard.render(context.page, details: details, today: context.today, policy: settings.loanPolicy,
                                newInventory: try context.query(addCopy) ?? "",
                                recipient: settings.exchange.mail.lastRecipient, branches: try context.store.branches(),
                                receipts: try context.openReceipts(), receipt: ReceiptCookie.receipt(in: context.request)?.text ?? "",
                                grades: TitleDescriptions.grades(of: details.record, in: context.store))
    }

    static let editForm: PageRoute<TitleID> = Endpoint.page(.get, "/books/\(PathParameters.titleID)/edit", .permission(.editCatalogue)) { context in
        let details = try context.store.title(context.path(PathParameters.titleID))
        return TitleForm.render(context.page, draft: TitleDraft(details.record.title), copy: nil, problems: [],
                               action: TitlePages.editForm.path(details.record.id))
    }

    static let edit: PageRoute<TitleID> = Endpoint.form("/books/\(PathParameters.titleID)/edit", .permission(.editCatalogue),
                                                        fields: FormFields.title.form) { context in
        let id = try context.path(PathParameters.titleID)
        var draft = TitleDraft(try context.store.title(id).record.title)
        try context.fill(&draft, FormFields.title)
        do {
            _ = try context.run(UpdateTitle(id, to: draft))
            return .redirect(to: "\(TitlePages.card.path(id))?notice=book-saved")
        } catch {
            guard let problems = FormProblems.from(error) else { throw error }
            return TitleForm.render(context.page, draft: draft, copy: nil, problems: problems, action: TitlePages.editForm.path(id), status: 422)
        }
    }

    static let delete: PageRoute<TitleID> = Endpoint.form("/books/\(PathParameters.titleID)/delete", .permission(.editCatalogue)) { context in
        _ = try context.run(DeleteTitle(context.path(PathParameters.titleID)))
        return .redirect(to: "\(TitlePages.list.path)?notice=book-deleted")
    }

    /// The title whose ISBN a new book was refused for.
    private static func existingTitle(for error: any Error, _ store: any LibraryStore) throws -> TitleRecord? {
        guard case .isbnTaken(_, let id)? = error as? CatalogError else { return nil }
        return try store.existingTitle(id)?.record
    }
}
