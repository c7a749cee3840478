import KartotekaCore
import KartotekaStore
import KartotekaWire

extension DatabaseDesk: HoldDesk {
    /// Placed from the command line: no account.
    func placeHold(_ request: HoldRequest) throws -> HoldResource {
        HoldResource(try store.placeHold(request, by: nil), language: language)
    }

    func holds(_ query: HoldQuery) throws -> PageResource<HoldResource> {
        PageResource(try store.holds(query)) { HoldResource($0, language: language) }
    }

    func cancelHold(_ id: HoldID) throws -> HoldResource {
        HoldResource(try store.cancelHold(id, reader: nil, by: nil), language: language)
    }
}
