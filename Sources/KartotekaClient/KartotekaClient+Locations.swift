import Foundation

extension KartotekaClient {
    /// The library locations staff manage, optionally of countries starting with a text (any case).
    public func listLocations(countryPrefix: String = "") async throws(KartotekaClientError) -> [LocationResource] {
        try await send(Routes.Locations.list, query: [Routes.Locations.country.item(countryPrefix.isEmpty ? nil : countryPrefix)])
    }

    /// A library location by id.
    public func location(id: Int64) async throws(KartotekaClientError) -> LocationResource {
        try await send(Routes.Locations.get, LocationID(id))
    }

    /// Adds a library location; returns it with its id.
    public func createLocation(_ input: LocationInput) async throws(KartotekaClientError) -> LocationResource {
        try await send(Routes.Locations.create, body: .json(input))
    }

    /// Replaces a library location's fields; returns it.
    public func updateLocation(id: Int64, with input: LocationInput) async throws(KartotekaClientError) -> LocationResource {
        try await send(Routes.Locations.update, LocationID(id), body: .json(input))
    }

    /// Removes a library location.
    public func deleteLocation(id: Int64) async throws(KartotekaClientError) {
        _ = try await send(Routes.Locations.delete, LocationID(id))
    }
}
