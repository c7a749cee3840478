import KartotekaCore

extension SQLiteLibraryStore {
    private static let locationColumns = "id, street_address, city, country, emoji, hours"

    public func addLocation(_ location: Location) throws -> LocationRecord {
        try write { db in
            let now = nowSeconds
            try db.run("""
                INSERT INTO locations (street_address, city, country, emoji, hours, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, location.streetAddress, location.city, location.country, location.emoji, location.hours, now, now)
            return LocationRecord(id: LocationID(db.lastInsertRowID), location: location)
        }
    }

    public func updateLocation(_ id: LocationID, with location: Location) throws -> LocationRecord {
        try write { db in
            try db.run("""
                UPDATE locations SET street_address = ?, city = ?, country = ?, emoji = ?, hours = ?, updated_at = ?
                WHERE id = ?
                """, location.streetAddress, location.city, location.country, location.emoji, location.hours,
                nowSeconds, id.rawValue)
            guard db.changes == 1 else { throw LocationError.locationNotFound(id) }
            return LocationRecord(id: id, location: location)
        }
    }

    public func deleteLocation(_ id: LocationID) throws {
        try write { db in
            try db.run("DELETE FROM locations WHERE id = ?", id.rawValue)
            guard db.changes == 1 else { throw LocationError.locationNotFound(id) }
        }
    }

    public func location(_ id: LocationID) throws -> LocationRecord {
        try read { db in
            guard let record = try db.queryFirst("SELECT \(Self.locationColumns) FROM locations WHERE id = ?", id.rawValue,
                                                 map: Self.decodeLocation) else {
                throw LocationError.locationNotFound(id)
            }
            return record
        }
    }

    public func locations(countryPrefix: String) throws -> [LocationRecord] {
        let all = try read { db in
            try db.query("SELECT \(Self.locationColumns) FROM locations ORDER BY id", map: Self.decodeLocation)
        }
        return all.filter { $0.location.countryMatches(prefix: countryPrefix) }
    }

    private static func decodeLocation(_ row: SQLiteRow) throws(StoreError) -> LocationRecord {
        LocationRecord(id: LocationID(try row.int64(0)), location: Location(
            streetAddress: row.text(1), city: row.text(2), country: row.text(3), emoji: row.text(4), hours: row.text(5)))
    }
}
