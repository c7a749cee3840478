import Foundation
import KartotekaCore

/// The library's settings and locations, the same for both stores.
extension StoreConnection {
    /// The current settings (defaults until saved); throws when what is stored cannot be read.
    package func loadSettings() throws -> LibrarySettings {
        guard let json = try first("SELECT value FROM settings WHERE key = 'library'", map: { $0.text(0) }) else {
            return LibrarySettings()
        }
        // Stored settings that do not decode are an error: quietly going back to the defaults would
        // change the loan period, the backups and the mail server unnoticed. (Settings missing from
        // the stored text take their defaults: older versions saved fewer.)
        do {
            return try JSONDecoder().decode(LibrarySettings.self, from: Data(json.utf8))
        } catch {
            throw StoreError.unreadableData(table: "settings", column: "value")
        }
    }

    /// Saves the settings, as JSON with sorted keys.
    package func saveSettings(_ settings: LibrarySettings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(settings), as: UTF8.self)
        _ = try change("""
            INSERT INTO settings (key, value) VALUES ('library', \(Self.p(1))) ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """, values: [json])
    }

    /// Adds a location.
    package func addLocation(_ location: Location, now: Int64) throws -> LocationRecord {
        let id = try first("""
            INSERT INTO locations (street_address, city, country, emoji, hours, created_at, updated_at)
            VALUES (\(Self.parameters(7))) RETURNING id
            """, location.streetAddress, location.city, location.country, location.emoji, location.hours, now, now) { try $0.int64(0) }
        guard let id else { throw StoreError.internalFailure("the new location's id did not come back") }
        return LocationRecord(id: LocationID(id), location: location)
    }

    /// Replaces a location; throws ``LocationError/locationNotFound(_:)``.
    package func updateLocation(_ id: LocationID, with location: Location, now: Int64) throws -> LocationRecord {
        let changed = try change("""
            UPDATE locations SET street_address = \(Self.p(1)), city = \(Self.p(2)), country = \(Self.p(3)), emoji = \(Self.p(4)),
                hours = \(Self.p(5)), updated_at = \(Self.p(6))
            WHERE id = \(Self.p(7))
            """, values: [location.streetAddress, location.city, location.country, location.emoji, location.hours, now, id.rawValue])
        guard changed == 1 else { throw LocationError.locationNotFound(id) }
        return LocationRecord(id: id, location: location)
    }

    /// Removes a location; throws ``LocationError/locationNotFound(_:)``.
    package func deleteLocation(_ id: LocationID) throws {
        guard try change("DELETE FROM locations WHERE id = \(Self.p(1))", values: [id.rawValue]) == 1 else {
            throw LocationError.locationNotFound(id)
        }
    }

    /// One location; throws ``LocationError/locationNotFound(_:)``.
    package func location(_ id: LocationID) throws -> LocationRecord {
        guard let record = try first("SELECT \(Self.locationColumns) FROM locations WHERE id = \(Self.p(1))", id.rawValue,
                                     map: Self.decodeLocation) else {
            throw LocationError.locationNotFound(id)
        }
        return record
    }

    /// Every location, in the order added.
    package func locations() throws -> [LocationRecord] {
        try query("SELECT \(Self.locationColumns) FROM locations ORDER BY id", values: [], map: Self.decodeLocation)
    }

    private static var locationColumns: String { "id, street_address, city, country, emoji, hours" }

    private static func decodeLocation(_ row: Row) throws(StoreError) -> LocationRecord {
        LocationRecord(id: LocationID(try row.int64(0)), location: Location(
            streetAddress: row.text(1), city: row.text(2), country: row.text(3), emoji: row.text(4), hours: row.text(5)))
    }
}
