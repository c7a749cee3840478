import Foundation

extension KartotekaClient {
    /// The library locations staff manage, optionally of countries starting with a text (any case).
    public func listLocations(countryPrefix: String = "") async throws(KartotekaClientError) -> [LocationResource] {
        let query = countryPrefix.isEmpty ? [] : [URLQueryItem(name: "country", value: countryPrefix)]
        return try await send(Request(method: "GET", path: ["api", "v1", "locations"], query: query))
    }

    /// A library location by id.
    public func location(id: Int64) async throws(KartotekaClientError) -> LocationResource {
        try await send(Request(method: "GET", path: ["api", "v1", "locations", String(id)]))
    }

    /// Adds a library location; returns it with its id.
    public func createLocation(_ input: LocationInput) async throws(KartotekaClientError) -> LocationResource {
        try await send(request("POST", ["api", "v1", "locations"], body: input))
    }

    /// Replaces a library location's fields; returns it.
    public func updateLocation(id: Int64, with input: LocationInput) async throws(KartotekaClientError) -> LocationResource {
        try await send(request("PUT", ["api", "v1", "locations", String(id)], body: input))
    }

    /// Removes a library location.
    public func deleteLocation(id: Int64) async throws(KartotekaClientError) {
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "locations", String(id)]))
    }
}
