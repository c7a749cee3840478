import KartotekaClient
import KartotekaCore

extension ServerDesk: HoldDesk {
    func placeHold(_ request: HoldRequest) throws -> HoldResource {
        var input = HoldInput(ticketNumber: request.ticketNumber.rawValue, pickupBranch: request.pickupBranch?.rawValue)
        switch request.target {
        case .title(let id): input.titleId = id.rawValue
        case .copy(let inventory): input.inventoryNumber = inventory.rawValue
        }
        let body = input
        return try call { try await $0.placeHold(body) }
    }

    func holds(_ query: HoldQuery) throws -> PageResource<HoldResource> {
        let (ticket, title, branch, state, page) = (query.ticketNumber, query.titleID?.rawValue, query.pickupBranch, query.scope, query.page)
        return try call { try await $0.holds(ticket: ticket, title: title, branch: branch, state: state, offset: page.offset, limit: page.limit) }
    }

    func cancelHold(_ id: HoldID) throws -> HoldResource {
        let id = id.rawValue
        return try call { try await $0.cancelHold(id) }
    }
}
