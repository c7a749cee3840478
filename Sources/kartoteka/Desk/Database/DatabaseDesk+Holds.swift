import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: HoldDesk {
    /// Placed from the command line: no account.
    func placeHold(_ request: HoldRequest) throws -> HoldResource {
        HoldResource(try run(PlaceHold(request)), language: language)
    }

    func holds(_ query: HoldQuery) throws -> PageResource<HoldResource> {
        PageResource(try store.holds(query)) { HoldResource($0, language: language) }
    }

    func cancelHold(_ id: HoldID) throws -> HoldResource {
        HoldResource(try run(CancelHold(id)), language: language)
    }
}
