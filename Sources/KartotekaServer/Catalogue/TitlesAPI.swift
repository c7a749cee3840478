import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/titles`: the catalogue.
enum TitlesAPI {
    static let endpoints = [list, create, get, update, delete, addCopy]

    static let list = Endpoint.api(
        Routes.Titles.list, .permission(.lookUp),
        Operation("List titles, optionally matching words and filtered by availability or branch.", tag: .titles,
                  errors: [404],
                  description: "Without words, every title by author and title. With words, the titles they find, most relevant "
                    + "first (an exact title, then the authors' titles, then by where the words are, title first), word forms "
                    + "of Russian and English found alike, the last word as the beginning of a word; a nearer spelling suggested "
                    + "(`suggestion`) when they find nothing or little. The text may also be an ISBN, an inventory number or "
                    + "barcode, a BBK or UDC class or an author sign (`identifier`), whose `destination` names the one title "
                    + "or copy it finds, when it finds nothing else."),
        answer: .kept(TitleSearchPage.schema, "One page of titles, and what the words turned out to be.")
    ) { context in
        let query = CatalogQuery(text: try context.query(QueryParameters.words) ?? "",
                                 availability: try context.query(QueryParameters.availability) ?? .all, page: try context.pageRequest(),
                                 branch: try context.query(Routes.Search.heldAt))
        // Overdue counts depend on the day, so the day is part of the key.
        let key = [context.today.isoText, query.availability.rawValue, "\(query.page.offset)", "\(query.page.limit)",
                   query.branch?.rawValue ?? "", query.text].joined(separator: "\u{1}")
        return KeptJSON(kept: try context.services.keptAnswers.titleLists.answer(for: key) {
            try TitleSearchPage(try context.store.searchTitles(query)).json()
        })
    }

    static let create = Endpoint.api(
        Routes.Titles.create, .permission(.editCatalogue),
        Operation("Catalogue a title, with its first copies.", tag: .titles, errors: [409, 422]),
        body: JSONBody(TitleInput.new),
        answer: .created(TitleResource.card, "The new title card.", links: titleLinks) { Routes.Titles.get.path(TitleID($0.id)) }
    ) { context, input in
        let book = NewTitle(title: input.draft, copies: (input.copies ?? []).map { $0.draft(defaultPlace: "") })
        return TitleResource(try context.run(AddTitle(book, ifCatalogued: .refuse)).details, today: context.today,
                             holder: context.holderDisclosure)
    }

    static let get = Endpoint.api(
        Routes.Titles.get, .permission(.lookUp),
        Operation("A title card with its copies.", tag: .titles),
        answer: .ok(TitleResource.card, "The title card.")
    ) { context in
        TitleResource(try context.store.title(context.path(PathParameters.titleID)), today: context.today, holder: context.holderDisclosure, language: context.language)
    }

    static let update = Endpoint.api(
        Routes.Titles.update, .permission(.editCatalogue),
        Operation("Replace a title's fields.", tag: .titles, errors: [409, 422]),
        body: JSONBody(TitleInput.update),
        answer: .ok(TitleResource.card, "The updated title card.")
    ) { context, input in
        let id = try context.path(PathParameters.titleID)
        guard input.copies == nil else { throw APIError.unknownFields(["copies"]) }
        return TitleResource(try context.run(UpdateTitle(id, to: input.draft)), today: context.today, holder: context.holderDisclosure,
                             language: context.language)
    }

    static let delete = Endpoint.api(
        Routes.Titles.delete, .permission(.editCatalogue),
        Operation("Delete a title and its copies (none may be on loan).", tag: .titles, errors: [409]),
        runs: DeleteTitleChange.self
    )

    static let addCopy = Endpoint.api(
        Routes.Titles.addCopy, .permission(.editCatalogue),
        Operation("Add a copy to a title.", tag: .titles, errors: [409, 422]),
        body: JSONBody(CopyInput.new),
        answer: .created(CopyResource.schema, "The new copy.", links: CopiesAPI.copyLinks) { CopiesAPI.location(of: $0.inventoryNumber) }
    ) { context, input in
        CopyResource(try context.run(AddCopy(input.draft(defaultPlace: ""), to: context.path(PathParameters.titleID))))
    }

    /// What can be done with a title an answer describes.
    static let titleLinks: [String: JSONValue] = [
        "GetTitle": link(Routes.Titles.get, from: "/id"),
        "UpdateTitle": link(Routes.Titles.update, from: "/id"),
        "DeleteTitle": link(Routes.Titles.delete, from: "/id"),
        "AddCopy": link(Routes.Titles.addCopy, from: "/id"),
    ]

    /// A link from an answer to another operation, passing a value of the answer's body as its path's parameter.
    static func link<Parameter: PathValue, Input, Output>(_ route: Route<Parameter, Input, Output>, from pointer: String) -> JSONValue {
        let parameter = route.template.parameters.first?.name ?? ""
        return ["operationId": .string(route.operationID), "parameters": [parameter: .string("$response.body#\(pointer)")]]
    }
}
