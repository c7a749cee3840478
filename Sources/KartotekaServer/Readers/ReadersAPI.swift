import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/api/v1/readers`: registered readers.
enum ReadersAPI {
    static let endpoints = [list, create, get, update, personalData, delete, access]

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
        Operation("getReader", "A reader card with the books held now and past loans.", tag: .readers, errors: [429],
                  description: "An account that may not browse readers (a circulation helper) gets the card without the "
                    + "address, birth date, workplace and past loans, at most 30 cards a minute and 300 an hour (429 "
                    + "`too_many_lookups` beyond); a run of consecutive tickets it opens is noted in the audit log."),
        answer: .ok(Schemas.readerCard, "The reader card.")
    ) { context in
        card(try context.readerCard(context.path(PathParameters.ticket)), context)
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

    static let access = Endpoint.api(
        .post, "/api/v1/readers/\(PathParameters.ticket)/access", .permission(.editReaders),
        Operation("changeReaderAccess", "Set or remove a reader's password for the self-service catalogue (`/my`), turn one-time "
                    + "codes by e-mail on or off, lift a lock after wrong codes.", tag: .readers, errors: [400, 404],
                  description: "What the body leaves out stays as it is; an empty body answers how the reader may sign in now. "
                    + "Setting or removing a password signs the reader out everywhere."),
        body: JSONBody(Schemas.readerAccessInput), answer: .ok(Schemas.readerAccess, "How the reader may sign in now.")
    ) { context, input in
        let ticket = try context.path(PathParameters.ticket)
        let change = try ReaderPasswordChange.typed(input.password ?? "", remove: input.removePassword ?? false,
                                                    hashing: context.services.hasher.hash)
        let access = try context.run(ChangeReaderAccess(ticket, password: change, codesEnabled: input.codesEnabled,
                                                        unlock: input.unlock ?? false))
        return ReaderAccessResource(ticket, access, now: context.services.clock.now())
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
