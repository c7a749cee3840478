import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/readers`: registered readers.
enum ReadersAPI {
    static let endpoints = [list, create, get, update, personalData, delete]

    static let list = Endpoint.api(
        .get, "/api/v1/readers", .permission(.browseReaders),
        Operation("listReaders", "List readers, optionally matching words (names, ticket numbers, phones).", tag: .readers,
                  description: "A circulation helper, who may not browse readers, finds one by ticket or phone with "
                    + "`GET /api/v1/search` or `GET /api/v1/readers/{ticket}`."),
        query: [QueryParameters.words, ReaderFilters.schoolClass, ReaderFilters.category, ReaderFilters.graduated,
                QueryParameters.offset, QueryParameters.limit],
        answer: .ok(Schemas.readerPage, "One page of readers.")
    ) { context in
        var query = try ReaderFilters.query(context)
        query.text = try context.query(QueryParameters.words) ?? ""
        query.page = try context.pageRequest()
        return PageResource(try context.store.listReaders(query), ReaderResource.init)
    }

    static let create = Endpoint.api(
        .post, "/api/v1/readers", .permission(.editReaders),
        Operation("createReader", "Register a reader.", tag: .readers, errors: [409, 422]),
        body: JSONBody(Schemas.newReader),
        answer: .created(Schemas.readerCard, "The new reader card.", links: readerLinks) { location(of: $0.ticketNumber) }
    ) { context, input in
        card(try context.run(RegisterReader(input.draft)), context)
    }

    static let get = Endpoint.api(
        .get, "/api/v1/readers/\(PathParameters.ticket)", .permission(.lookUp),
        Operation("getReader", "A reader card with the books held now and past loans.", tag: .readers),
        answer: .ok(Schemas.readerCard, "The reader card.")
    ) { context in
        card(try context.store.reader(context.path(PathParameters.ticket)), context)
    }

    static let update = Endpoint.api(
        .put, "/api/v1/readers/\(PathParameters.ticket)", .permission(.editReaders),
        Operation("updateReader", "Replace a reader's fields (and perhaps the ticket number).", tag: .readers, errors: [409, 422]),
        body: JSONBody(Schemas.readerUpdate), answer: .ok(Schemas.readerCard, "The updated reader card.")
    ) { context, input in
        let ticket = try context.path(PathParameters.ticket)
        var draft = input.draft
        if draft.ticketNumber.isEmpty { draft.ticketNumber = ticket.rawValue }
        return card(try context.run(ChangeReader(ticket, to: draft)), context)
    }

    static let personalData = Endpoint.api(
        .get, "/api/v1/readers/\(PathParameters.ticket)/data", .permission(.editReaders),
        Operation("getReaderData", "Everything kept about a reader, as a file (a reader's data on request).",
                  tag: .readers),
        rawAnswer: RawAnswer(["application/json": ["schema": OpenAPISchema.ref("ReaderCard")]],
                             "The reader card with every loan, as an attachment.",
                             headers: ["Content-Disposition": ["description": "`attachment; filename=\"reader-ID.json\"`",
                                                               "required": true, "schema": ["type": "string"]]])
    ) { context in
        let details = try context.store.readerData(context.path(PathParameters.ticket))
        return .json(try WireJSON.encoder().encode(ReaderResource(details, today: context.today, language: context.language)))
            .adding("Content-Disposition", "attachment; filename=\"reader-\(details.record.id).json\"")
    }

    static let delete = Endpoint.api(
        .delete, "/api/v1/readers/\(PathParameters.ticket)", .permission(.editReaders),
        Operation("deleteReader", "Delete a reader who holds no books (their past loans are kept without them).", tag: .readers,
                  errors: [409]),
        answer: .noContent()
    ) { context in
        try context.run(DeleteReader(context.path(PathParameters.ticket)))
        return NoContent()
    }

    /// What can be done with a reader an answer describes.
    static let readerLinks: [String: JSONValue] = [
        "GetReader": TitlesAPI.link("getReader", "ticket", from: "/ticketNumber"),
        "UpdateReader": TitlesAPI.link("updateReader", "ticket", from: "/ticketNumber"),
        "GetReaderData": TitlesAPI.link("getReaderData", "ticket", from: "/ticketNumber"),
        "DeleteReader": TitlesAPI.link("deleteReader", "ticket", from: "/ticketNumber"),
    ]

    /// A reader card as the API answers it: the readers sharing a phone shown as the account may see them.
    static func card(_ details: ReaderDetails, _ context: RequestContext) -> ReaderResource {
        ReaderResource(details, today: context.today, language: context.language, others: context.holderDisclosure)
    }

    /// The URL of a reader.
    static func location(of ticketNumber: String) -> String {
        "/api/v1/readers/\(PageContext.percentEncode(ticketNumber))"
    }
}
