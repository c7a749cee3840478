import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The library's locations, for the `location` commands.
protocol LocationDesk: Sendable {
    /// The locations whose country starts with a text (every one for an empty text).
    func locations(countryPrefix: String) throws -> [LocationResource]
    /// A location by its number.
    func location(_ id: LocationID) throws -> LocationResource
    /// Adds a location.
    func addLocation(_ location: Location) throws -> LocationResource
    /// Replaces a location's fields.
    func updateLocation(_ id: LocationID, with location: Location) throws -> LocationResource
    /// Removes a location.
    func deleteLocation(_ id: LocationID) throws
}
