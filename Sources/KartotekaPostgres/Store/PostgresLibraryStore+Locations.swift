import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    private static let locationColumns = "id, street_address, city, country, emoji, hours"

    public func addLocation(_ location: Location) throws -> LocationRecord {
        try write { db in
            let now = nowSeconds
            let id = try db.queryFirst("""
                INSERT INTO locations (street_address, city, country, emoji, hours, created_at, updated_at)
                VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id
                """, location.streetAddress, location.city, location.country, location.emoji, location.hours, now) {
                LocationID($0.int64(0))
            }
            guard let id else { throw StoreError.internalFailure("the new location's id did not come back") }
            return LocationRecord(id: id, location: location)
        }
    }

    public func updateLocation(_ id: LocationID, with location: Location) throws -> LocationRecord {
        try write { db in
            let changed = try db.run("""
                UPDATE locations SET street_address = $1, city = $2, country = $3, emoji = $4, hours = $5, updated_at = $6
                WHERE id = $7
                """, location.streetAddress, location.city, location.country, location.emoji, location.hours,
                nowSeconds, id.rawValue).affectedRows
            guard changed == 1 else { throw LocationError.locationNotFound(id) }
            return LocationRecord(id: id, location: location)
        }
    }

    public func deleteLocation(_ id: LocationID) throws {
        try write { db in
            guard try db.run("DELETE FROM locations WHERE id = $1", id.rawValue).affectedRows == 1 else {
                throw LocationError.locationNotFound(id)
            }
        }
    }

    public func location(_ id: LocationID) throws -> LocationRecord {
        try read { db in
            guard let record = try db.queryFirst("SELECT \(Self.locationColumns) FROM locations WHERE id = $1", id.rawValue,
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

    private static func decodeLocation(_ row: PostgresRow) -> LocationRecord {
        LocationRecord(id: LocationID(row.int64(0)), location: Location(
            streetAddress: row.text(1), city: row.text(2), country: row.text(3), emoji: row.text(4), hours: row.text(5)))
    }
}
