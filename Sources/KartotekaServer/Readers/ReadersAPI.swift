import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/readers`: registered readers.
enum ReadersAPI {
    static let endpoints = [list, create, get, recordCard, update, personalData, delete, access]

    static let list = Endpoint.api(
        Routes.Readers.list, .permission(.browseReaders),
        Operation("List readers, optionally matching words (names, ticket numbers, phones).", tag: .readers,
                  description: "A circulation helper, who may not browse readers, finds one by ticket or phone with "
                    + "`GET /api/v1/search` or `GET /api/v1/readers/{ticket}`."),
        answer: .ok(ReaderResource.page, "One page of readers.")
    ) { context in
        var query = try ReaderFilters.query(context)
        query.text = try context.query(QueryParameters.words) ?? ""
        query.page = try context.pageRequest()
        return PageResource(try context.store.listReaders(query), ReaderResource.init)
    }

    static let create = Endpoint.api(
        Routes.Readers.create, .permission(.editReaders),
        Operation("Register a reader.", tag: .readers, errors: [409, 422]),
        body: JSONBody(ReaderInput.new),
        answer: .created(ReaderResource.card, "The new reader card.", links: readerLinks) { location(of: $0.ticketNumber) }
    ) { context, input in
        card(try context.run(RegisterReader(input.draft)), context)
    }

    static let get = Endpoint.api(
        Routes.Readers.get, .permission(.lookUp),
        Operation("A reader card with the books held now and past loans.", tag: .readers, errors: [429],
                  description: "An account that may not browse readers (a circulation helper) gets the card without the "
                    + "address, birth date, workplace and past loans, at most 30 cards a minute and 300 an hour (429 "
                    + "`too_many_lookups` beyond); a run of consecutive tickets it opens is noted in the audit log."),
        answer: .ok(ReaderResource.card, "The reader card.")
    ) { context in
        card(try context.readerCard(context.path(PathParameters.ticket)), context)
    }

    static let recordCard = Endpoint.api(
        Routes.Readers.recordCard, .permission(.browseReaders),
        Operation("A reader's record card: the details and every loan, oldest first.", tag: .readers, errors: [404],
                  description: "The data of the printed card (`/readers/{ticket}/formular`): the details it is headed with, then "
                    + "each loan — the day lent, the inventory number, the author and title, the day due and the day returned "
                    + "(`lost` when it never came back)."),
        ok: "The record card."
    ) { context, ticket in
        ReaderRecordCardResource(try context.run(OpenReaderFormular(ticket)), language: context.language)
    }

    static let update = Endpoint.api(
        Routes.Readers.update, .permission(.editReaders),
        Operation("Replace a reader's fields (and perhaps the ticket number).", tag: .readers, errors: [409, 422]),
        body: JSONBody(ReaderInput.update),
        answer: .ok(ReaderResource.card, "The updated reader card.")
    ) { context, input in
        let ticket = try context.path(PathParameters.ticket)
        var draft = input.draft
        if draft.ticketNumber.isEmpty { draft.ticketNumber = ticket.rawValue }
        return card(try context.run(ChangeReader(ticket, to: draft)), context)
    }

    static let personalData = Endpoint.api(
        Routes.Readers.personalData, .permission(.editReaders),
        Operation("Everything kept about a reader, as a file (a reader's data on request).",
                  tag: .readers),
        rawAnswer: RawAnswer(["application/json": ["schema": ReaderResource.card.reference.value]],
                             "The reader card with every loan, as an attachment.",
                             headers: ["Content-Disposition": ["description": "`attachment; filename=\"reader-ID.json\"`",
                                                               "required": true, "schema": ["type": "string"]]],
                             refersTo: [ReaderResource.card.reference])
    ) { context in
        let details = try context.store.readerData(context.path(PathParameters.ticket))
        try context.run(LogReaderDataAccess(details.record.reader.ticketNumber.rawValue, .export))
        return .json(try WireJSON.encoder().encode(ReaderResource(details, today: context.today, language: context.language)))
            .adding("Content-Disposition", "attachment; filename=\"reader-\(details.record.id).json\"")
    }

    static let delete = Endpoint.api(
        Routes.Readers.delete, .permission(.editReaders),
        Operation("Delete a reader who holds no books (their past loans are kept without them).", tag: .readers,
                  errors: [409]),
        runs: DeleteReaderChange.self
    )

    static let access = Endpoint.api(
        Routes.Readers.access, .permission(.editReaders),
        Operation("Set or remove a reader's password for the self-service catalogue (`/my`), turn one-time codes by e-mail on or "
                    + "off, lift a lock after wrong codes.", tag: .readers, errors: [400, 404],
                  description: "What the body leaves out stays as it is; an empty body answers how the reader may sign in now. "
                    + "Setting or removing a password signs the reader out everywhere."),
        body: JSONBody(ReaderAccessInput.schema), ok: "How the reader may sign in now."
    ) { context, ticket, input in
        let change = try ReaderPasswordChange.typed(input.password ?? "", remove: input.removePassword ?? false,
                                                    hashing: context.services.hasher.hash)
        let access = try context.run(ChangeReaderAccess(ticket, password: change, codesEnabled: input.codesEnabled,
                                                        unlock: input.unlock ?? false))
        return ReaderAccessResource(ticket, access, now: context.services.clock.now())
    }

    /// What can be done with a reader an answer describes.
    static let readerLinks: [String: JSONValue] = [
        "GetReader": TitlesAPI.link(Routes.Readers.get, from: "/ticketNumber"),
        "UpdateReader": TitlesAPI.link(Routes.Readers.update, from: "/ticketNumber"),
        "GetReaderData": TitlesAPI.link(Routes.Readers.personalData, from: "/ticketNumber"),
        "DeleteReader": TitlesAPI.link(Routes.Readers.delete, from: "/ticketNumber"),
    ]

    /// A reader card as the API answers it: the readers sharing a phone shown as the account may see them.
    static func card(_ details: ReaderDetails, _ context: RequestContext) -> ReaderResource {
        ReaderResource(details, today: context.today, language: context.language, others: context.holderDisclosure)
    }

    /// The URL of a reader.
    static func location(of ticketNumber: String) -> String {
        Routes.Readers.get.path(TicketNumber(unchecked: ticketNumber))
    }
}
