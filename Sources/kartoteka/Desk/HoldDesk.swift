import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Readers' holds, for the `hold` commands.
protocol HoldDesk: Sendable {
    /// Reserves a title, or one copy, for a reader.
    func placeHold(_ request: HoldRequest) throws -> HoldResource
    /// A page of holds.
    func holds(_ query: HoldQuery) throws -> PageResource<HoldResource>
    /// Cancels a hold in force.
    func cancelHold(_ id: HoldID) throws -> HoldResource
}
