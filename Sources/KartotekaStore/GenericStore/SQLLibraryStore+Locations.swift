import KartotekaCore

extension SQLLibraryStore {
    public func addLocation(_ location: Location) throws -> LocationRecord {
        try write { db in try db.addLocation(location, now: nowSeconds) }
    }

    public func updateLocation(_ id: LocationID, with location: Location) throws -> LocationRecord {
        try write { db in try db.updateLocation(id, with: location, now: nowSeconds) }
    }

    public func deleteLocation(_ id: LocationID) throws {
        try write { db in try db.deleteLocation(id) }
    }

    public func location(_ id: LocationID) throws -> LocationRecord {
        try read { db in try db.location(id) }
    }

    public func locations(countryPrefix: String) throws -> [LocationRecord] {
        try read { db in try db.locations() }.filter { $0.location.countryMatches(prefix: countryPrefix) }
    }
}
