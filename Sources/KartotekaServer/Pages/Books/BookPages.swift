import KartotekaCore
import KartotekaHTTP
import KartotekaMetadata
import KartotekaStore

/// `/books`: the catalogue list, the title card, and the book forms.
struct BookPages {
    let store: any LibraryStore
    let lookup: MetadataLookup?

    func register(on router: inout Router) {
        router.add("GET", "/books") { request, _ in try list(request) }
        router.add("GET", "/books/new") { request, _ in
            let context = PageContext(request: request)
            var draft = TitleDraft()
            request.fillQuery(&draft, TitleDraft.fields)
            var copy = CopyDraft(storagePlace: try store.settings().defaultStoragePlace)
            request.fillQuery(&copy, CopyDraft.fields)
            return BookForm.render(context, draft: draft, copy: copy, problems: [], action: "/books/new",
                                   source: request.queryValue("source"))
        }
        router.add("GET", "/books/lookup") { request, _ in
            // "Find by ISBN" from the New Book form: keep what was typed, fill the blanks.
            let context = PageContext(request: request)
            var typed = TitleDraft()
            request.fillQuery(&typed, TitleDraft.fields)
            var copy = CopyDraft(storagePlace: try store.settings().defaultStoragePlace)
            request.fillQuery(&copy, CopyDraft.fields)
            guard let isbn = try? ISBN(parsing: typed.isbn) else {
                let problem = (try? ISBN(parsing: typed.isbn)) == nil ? [FieldProblem(field: "isbn", message: Bilingual(
                    ru: "Чтобы найти книгу, введите верный ISBN.", en: "Enter a valid ISBN to look the book up."))] : []
                return BookForm.render(context, draft: typed, copy: copy, problems: problem, action: "/books/new", status: 422)
            }
            let resolution = try ScanResolver(store: store, lookup: lookup).resolve([.isbn(isbn)])
            if resolution.kind == "catalogued", let next = resolution.next {
                return .redirect(to: next.replacingOccurrences(of: "addCopy=", with: "addCopy=\(ScanResolver.query(copy.inventoryNumber))"))
            }
            var merged = typed
            if let found = resolution.draft {
                for (_, keyPath) in TitleDraft.fields where merged[keyPath: keyPath].isEmpty {
                    merged[keyPath: keyPath] = found[keyPath: keyPath]
                }
            }
            return BookForm.render(context, draft: merged, copy: copy, problems: [], action: "/books/new", source: resolution.source,
                                   lookupMessage: Bilingual(ru: resolution.russian, en: resolution.english))
        }
        router.add("POST", "/books/new") { request, _ in try create(request) }
        router.add("GET", "/books/:id") { request, parameters in
            let details = try store.title(parameters.id("id"))
            return TitleCard.render(PageContext(request: request), details: details, today: store.today(),
                                    policy: try store.settings().loanPolicy,
                                    newInventory: request.queryValue("addCopy") ?? "",
                                    recipient: try store.settings().exchange.mail.lastRecipient)
        }
        router.add("GET", "/books/:id/edit") { request, parameters in
            let details = try store.title(parameters.id("id"))
            return BookForm.render(PageContext(request: request), draft: TitleDraft(details.record.title), copy: nil,
                                   problems: [], action: "/books/\(details.record.id)/edit")
        }
        router.add("POST", "/books/:id/edit") { request, parameters in
            let id: TitleID = try parameters.id("id")
            var draft = TitleDraft(try store.title(id).record.title)
            request.fill(&draft, TitleDraft.fields)
            do {
                _ = try store.updateTitle(id, with: draft.validated())
                return .redirect(to: "/books/\(id)?notice=book-saved")
            } catch {
                guard let problems = FormProblems.from(error) else { throw error }
                return BookForm.render(PageContext(request: request), draft: draft, copy: nil, problems: problems,
                                       action: "/books/\(id)/edit", status: 422)
            }
        }
        router.add("POST", "/books/:id/delete") { _, parameters in
            try store.deleteTitle(parameters.id("id"))
            return .redirect(to: "/books?notice=book-deleted")
        }
    }

    private func create(_ request: HTTPRequest) throws -> HTTPResponse {
        var draft = TitleDraft()
        request.fill(&draft, TitleDraft.fields)
        var copy = CopyDraft()
        request.fill(&copy, CopyDraft.fields)
        let settings = try store.settings()
        do {
            let (title, copies) = try NewBook(title: draft, copies: [copy]).validated(authorSignStyle: settings.authorSignStyle)
            _ = try store.addTitle(title, copies: copies)
            return .redirect(to: "/books?notice=book-saved")
        } catch {
            guard let problems = FormProblems.from(error) else { throw error }
            return BookForm.render(PageContext(request: request), draft: draft, copy: copy, problems: problems,
                                   action: "/books/new", status: 422, existingTitle: existingTitle(for: error))
        }
    }

    private func existingTitle(for error: any Error) -> TitleID? {
        if case .isbnTaken(_, let id)? = error as? CatalogError { return id }
        return nil
    }

    private func list(_ request: HTTPRequest) throws -> HTTPResponse {
        let context = PageContext(request: request)
        let text = request.queryValue("q") ?? ""
        let availability = (try? request.availabilityParameter()) ?? .all
        let page = (try? request.pageRequest(defaultLimit: 25)) ?? PageRequest(limit: 25)
        let results = try store.listTitles(CatalogQuery(text: text, availability: availability, page: page))
        return BookList.render(context, results: results, text: text, availability: availability,
                               recipient: try store.settings().exchange.mail.lastRecipient)
    }
}

extension HTTPRequest {
    /// Fills a draft from query parameters (a scan or lookup opening a prefilled form).
    func fillQuery<Draft>(_ draft: inout Draft, _ fields: [(name: String, keyPath: WritableKeyPath<Draft, String> & Sendable)]) {
        for (name, keyPath) in fields {
            if let value = queryValue(name) { draft[keyPath: keyPath] = value }
        }
    }
}
