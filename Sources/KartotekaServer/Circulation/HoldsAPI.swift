import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/holds`: readers' holds — placing one for a reader at the desk, the queue of a title,
/// a reader's holds, the hold shelf of a branch, cancelling.
enum HoldsAPI {
    static let endpoints = [list, place, show, cancel]

    static let ticket = QueryParameter<TicketNumber>(
        "ticket", schema: OpenAPISchema.string(), description: "Only this reader's holds.") { try? TicketNumber(validating: $0) }
    static let title = QueryParameter<TitleID>(
        "title", schema: OpenAPISchema.id, description: "Only this title's holds (its queue in order).") { TitleID(parsing: $0) }
    static let branch = QueryParameters.branch("Only the holds to be collected at this branch.")
    static let scope = QueryParameter<HoldQuery.Scope>(
        "state", schema: OpenAPISchema.string(values: HoldQuery.Scope.allCases.map(\.rawValue)),
        description: "`active` (the default): queued, on their way or waiting; `waiting`: the hold shelf; `all`: ended ones too.") {
        HoldQuery.Scope(rawValue: $0)
    }

    static let list = Endpoint.api(
        .get, "/api/v1/holds", .permission(.circulate),
        Operation("listHolds", "Holds: those waiting on the hold shelf first, then those on their way, then the queues in order.",
                  tag: .holds, errors: [404]),
        query: [ticket, title, branch, scope] + QueryParameters.paging, answer: .ok(Schemas.holdPage, "One page of holds.")
    ) { context in
        let query = HoldQuery(ticketNumber: try context.query(ticket), titleID: try context.query(title),
                              pickupBranch: try context.query(branch), scope: try context.query(scope) ?? .active,
                              page: try context.pageRequest())
        let disclosure = context.holderDisclosure
        return PageResource(try context.store.holds(query)) { HoldResource($0, language: context.language, reader: disclosure) }
    }

    static let place = Endpoint.api(
        .post, "/api/v1/holds", .permission(.circulate),
        Operation("placeHold", "Reserve a title, or one copy, for a reader: the hold joins the end of the title's queue, or gets a "
                    + "copy standing free at the pickup branch at once.", tag: .holds, errors: [404, 409, 422]),
        body: JSONBody(Schemas.holdInput),
        answer: .created(Schemas.hold, "The hold.") { "/api/v1/holds/\($0.id)" }
    ) { context, input in
        let hold = try context.run(PlaceHold(try input.request()))
        return HoldResource(hold, language: context.language)
    }

    static let show = Endpoint.api(
        .get, "/api/v1/holds/\(PathParameters.holdID)", .permission(.circulate),
        Operation("getHold", "One hold, with where it stands.", tag: .holds), answer: .ok(Schemas.hold, "The hold.")
    ) { context in
        HoldResource(try context.store.hold(context.path(PathParameters.holdID)), language: context.language,
                     reader: context.holderDisclosure)
    }

    static let cancel = Endpoint.api(
        .post, "/api/v1/holds/\(PathParameters.holdID)/cancel", .permission(.circulate),
        Operation("cancelHold", "Cancel a hold in force; a copy set aside for it goes to the next in the queue, or home.",
                  tag: .holds, errors: [409]),
        answer: .ok(Schemas.hold, "The hold, cancelled.")
    ) { context in
        HoldResource(try context.run(CancelHold(context.path(PathParameters.holdID))), language: context.language,
                     reader: context.holderDisclosure)
    }
}
