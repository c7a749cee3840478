import Foundation

extension KartotekaClient {
    /// A page of holds: a reader's (`ticket`), a title's queue in order (`title`), those to be
    /// collected at a branch; in force (the default), waiting on the shelf, or all.
    public func holds(ticket: TicketNumber? = nil, title: Int64? = nil, branch: BranchCode? = nil, state: HoldListScope? = nil,
                      offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<HoldResource> {
        let route = Routes.Holds.self
        return try await send(route.list, query: Self.page(offset: offset, limit: limit) + [
            route.ticket.item(ticket), route.title.item(title.map(TitleID.init)), route.branch.item(branch), route.scope.item(state),
        ])
    }

    /// Reserves a title, or one copy, for a reader; a title without copies that can be lent, a
    /// second hold, a blocked reader are refused (409).
    public func placeHold(_ input: HoldInput) async throws(KartotekaClientError) -> HoldResource {
        try await send(Routes.Holds.place, body: .json(input))
    }

    /// One hold.
    public func hold(_ id: Int64) async throws(KartotekaClientError) -> HoldResource {
        try await send(Routes.Holds.show, HoldID(id))
    }

    /// Cancels a hold in force; a copy set aside for it goes to the next reader. Returns the hold.
    public func cancelHold(_ id: Int64) async throws(KartotekaClientError) -> HoldResource {
        try await send(Routes.Holds.cancel, HoldID(id))
    }
}
