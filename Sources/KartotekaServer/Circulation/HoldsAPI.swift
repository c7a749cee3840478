import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/holds`: readers' holds — placing one for a reader at the desk, the queue of a title,
/// a reader's holds, the hold shelf of a branch, cancelling.
enum HoldsAPI {
    static let endpoints = [list, place, show, cancel]

    static let list = Endpoint.api(
        Routes.Holds.list, .permission(.circulate),
        Operation("Holds: those waiting on the hold shelf first, then those on their way, then the queues in order.",
                  tag: .holds, errors: [404]),
        answer: .ok(HoldResource.page, "One page of holds.")
    ) { context in
        let query = HoldQuery(ticketNumber: try context.query(Routes.Holds.ticket), titleID: try context.query(Routes.Holds.title),
                              pickupBranch: try context.query(Routes.Holds.branch), scope: try context.query(Routes.Holds.scope) ?? .active,
                              page: try context.pageRequest())
        let disclosure = context.holderDisclosure
        return PageResource(try context.store.holds(query)) { HoldResource($0, language: context.language, reader: disclosure) }
    }

    static let place = Endpoint.api(
        Routes.Holds.place, .permission(.circulate),
        Operation("Reserve a title, or one copy, for a reader: the hold joins the end of the title's queue, or gets a "
                    + "copy standing free at the pickup branch at once.", tag: .holds, errors: [404, 409, 422]),
        body: JSONBody(HoldInput.schema),
        answer: .created(HoldResource.schema, "The hold.") { Routes.Holds.show.path(HoldID($0.id)) }
    ) { context, input in
        let hold = try context.run(PlaceHold(try input.request()))
        return HoldResource(hold, language: context.language, reader: context.holderDisclosure)
    }

    static let show = Endpoint.api(
        Routes.Holds.show, .permission(.circulate),
        Operation("One hold, with where it stands.", tag: .holds),
        ok: "The hold."
    ) { context, holdID in
        HoldResource(try context.store.hold(holdID), language: context.language,
                     reader: context.holderDisclosure)
    }

    static let cancel = Endpoint.api(
        Routes.Holds.cancel, .permission(.circulate),
        Operation("Cancel a hold in force; a copy set aside for it goes to the next in the queue, or home.",
                  tag: .holds, errors: [409]),
        ok: "The hold, cancelled."
    ) { context, holdID in
        HoldResource(try context.run(CancelHold(holdID)), language: context.language,
                     reader: context.holderDisclosure)
    }
}
