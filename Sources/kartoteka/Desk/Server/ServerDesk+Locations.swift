import KartotekaClient
import KartotekaCore

extension ServerDesk: LocationDesk {
    func locations(countryPrefix: String) throws -> [LocationResource] {
        try call { try await $0.listLocations(countryPrefix: countryPrefix) }
    }

    func location(_ id: LocationID) throws -> LocationResource {
        try call { try await $0.location(id: id.rawValue) }
    }

    func addLocation(_ location: Location) throws -> LocationResource {
        try call { try await $0.createLocation(LocationInput(location)) }
    }

    func updateLocation(_ id: LocationID, with location: Location) throws -> LocationResource {
        try call { try await $0.updateLocation(id: id.rawValue, with: LocationInput(location)) }
    }

    func deleteLocation(_ id: LocationID) throws {
        try call { try await $0.deleteLocation(id: id.rawValue) }
    }
}
