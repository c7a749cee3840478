import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/api/v1/titles`: the catalogue.
struct TitlesAPI {
    let store: any LibraryStore
    /// Search answers, kept until the data changes: the desk repeats searches while it works.
    private let listAnswers: AnswerCache

    init(store: any LibraryStore, budget: AnswerBudget) {
        self.store = store
        listAnswers = AnswerCache(store: store, capacityBytes: budget.titleListBytes)
    }

    func register(on router: inout Router) {
        router.add("GET", "/api/v1/titles") { request, _ in
            let query = CatalogQuery(text: request.queryValue("q") ?? "", availability: try request.availabilityParameter(),
                                     page: try request.pageRequest())
            // Overdue counts depend on the day, so the day is part of the key.
            let key = "\(store.today().isoText)\u{1}\(query.availability.rawValue)\u{1}\(query.page.offset)\u{1}\(query.page.limit)\u{1}\(query.text)"
            return .json(try listAnswers.answer(for: key) {
                try WireJSON.encoder().encode(PageResource(try store.listTitles(query), TitleResource.init))
            })
        }
        router.add("POST", "/api/v1/titles") { request, _ in
            let input = try TitleInput.decode(from: request)
            let settings = try store.settings()
            let copies = (input.copies ?? []).map { $0.draft(defaultPlace: settings.defaultStoragePlace) }
            let (title, validCopies) = try NewBook(title: input.draft, copies: copies).validated(authorSignStyle: settings.authorSignStyle)
            let details = try store.addTitle(title, copies: validCopies)
            return try JSONResponse.created(TitleResource(details, today: store.today()), at: "/api/v1/titles/\(details.record.id)")
        }
        router.add("GET", "/api/v1/titles/:id") { _, parameters in
            try JSONResponse.make(TitleResource(try store.title(parameters.id("id")), today: store.today()))
        }
        router.add("PUT", "/api/v1/titles/:id") { request, parameters in
            let id: TitleID = try parameters.id("id")
            let input = try TitleInput.decode(from: request)
            guard input.copies == nil else { throw APIError.unknownFields(["copies"]) }
            _ = try store.updateTitle(id, with: input.draft.validated())
            return try JSONResponse.make(TitleResource(try store.title(id), today: store.today()))
        }
        router.add("DELETE", "/api/v1/titles/:id") { _, parameters in
            try store.deleteTitle(parameters.id("id"))
            return .noContent
        }
        router.add("POST", "/api/v1/titles/:id/copies") { request, parameters in
            let id: TitleID = try parameters.id("id")
            let input = try CopyInput.decode(from: request)
            let copy = try store.addCopy(input.draft(defaultPlace: try store.settings().defaultStoragePlace).validated(), to: id)
            return try JSONResponse.created(CopyResource(copy), at: "/api/v1/copies/\(PageContext.percentEncode(copy.inventoryNumber.rawValue))")
        }
    }
}
