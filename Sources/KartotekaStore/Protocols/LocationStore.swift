import KartotekaCore

/// Library locations, as the book's service lists them.
public protocol LocationStore: Sendable {
    /// Adds a location.
    func addLocation(_ location: Location) throws -> LocationRecord
    /// Replaces a location.
    func updateLocation(_ id: LocationID, with location: Location) throws -> LocationRecord
    /// Removes a location.
    func deleteLocation(_ id: LocationID) throws
    /// One location; throws ``LocationError/locationNotFound(_:)``.
    func location(_ id: LocationID) throws -> LocationRecord
    /// Locations whose country starts with the text, ignoring case; all when empty. In the order added.
    func locations(countryPrefix: String) throws -> [LocationRecord]
}
