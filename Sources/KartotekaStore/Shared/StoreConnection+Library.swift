import Foundation
import KartotekaCore

/// The library's settings and locations, the same for both stores.
extension StoreConnection {
    /// The current settings (defaults until saved); throws when what is stored cannot be read.
    package func loadSettings() throws -> LibrarySettings {
        try Self.decodeSettings(try first(Self.settingsQuery, map: { $0.text(0) }))
    }

    /// The settings read to be changed and saved in this transaction: their row is locked (made
    /// first when none is stored), so that two changes at once are made one after the other and
    /// neither is lost where the database locks rows.
    package func loadSettingsForChange() throws -> LibrarySettings {
        _ = try change("INSERT INTO settings (key, value) VALUES ('library', '{}') ON CONFLICT (key) DO NOTHING", values: [])
        return try Self.decodeSettings(try first(Self.settingsQuery + Self.rowLock, map: { $0.text(0) }))
    }

    /// The stored settings' text, as ``decodeSettings(_:)`` reads it.
    static var settingsQuery: String { "SELECT value FROM settings WHERE key = 'library'" }

    /// The settings from their stored text (the defaults when none is stored).
    static func decodeSettings(_ json: String?) throws -> LibrarySettings {
        guard let json else { return LibrarySettings() }
        // Stored settings that do not decode are an error: quietly going back to the defaults would
        // change the loan period, the backups and the mail server unnoticed. (Settings missing from
        // the stored text take their defaults: older versions saved fewer.)
        do {
            return try LibrarySettings(saved: Data(json.utf8))
        } catch {
            throw StoreError.unreadableData(table: "settings", column: "value")
        }
    }

    /// The library's name (the settings', else its main branch's) and whether it offers the
    /// locations service (asked for, or it keeps locations of its own).
    package func libraryFrame() throws -> LibraryFrame {
        let settings = try loadSettings()
        let name = settings.libraryName.isEmpty
            ? try first("SELECT name FROM branches WHERE is_main", map: { $0.text(0) }) ?? "" : settings.libraryName
        let shows = try settings.locationsShown || first("SELECT 1 FROM locations LIMIT 1", map: { _ in true }) == true
        return LibraryFrame(name: name, showsLocations: shows)
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

    /// Replaces a location; throws ``LocationError/locationNotFound(_:)``, and
    /// ``LocationError/locationShowsBranch(_:_:)`` for one that follows a branch.
    package func updateLocation(_ id: LocationID, with location: Location, now: Int64) throws -> LocationRecord {
        try refuseIfItShowsABranch(id)
        return try writeLocation(id, with: location, now: now)
    }

    /// Replaces a location, whether it shows a branch or not; throws ``LocationError/locationNotFound(_:)``.
    package func writeLocation(_ id: LocationID, with location: Location, now: Int64) throws -> LocationRecord {
        let changed = try change("""
            UPDATE locations SET street_address = \(Self.p(1)), city = \(Self.p(2)), country = \(Self.p(3)), emoji = \(Self.p(4)),
                hours = \(Self.p(5)), updated_at = \(Self.p(6))
            WHERE id = \(Self.p(7))
            """, values: [location.streetAddress, location.city, location.country, location.emoji, location.hours, now, id.rawValue])
        guard changed == 1 else { throw LocationError.locationNotFound(id) }
        return try self.location(id)
    }

    /// Removes a location; throws ``LocationError/locationNotFound(_:)``, and
    /// ``LocationError/locationShowsBranch(_:_:)`` for one that follows a branch.
    package func deleteLocation(_ id: LocationID) throws {
        try refuseIfItShowsABranch(id)
        guard try change("DELETE FROM locations WHERE id = \(Self.p(1))", values: [id.rawValue]) == 1 else {
            throw LocationError.locationNotFound(id)
        }
    }

    /// One location; throws ``LocationError/locationNotFound(_:)``.
    package func location(_ id: LocationID) throws -> LocationRecord {
        guard let record = try first("\(Self.locationsWithBranches) WHERE l.id = \(Self.p(1))", id.rawValue, map: {
            try Self.decodeLocation($0, from: 0, branch: $0.optionalText(6).map(BranchCode.init(unchecked:)))
        }) else {
            throw LocationError.locationNotFound(id)
        }
        return record
    }

    /// Every location, in the order added, each with the branch it shows.
    package func locations() throws -> [LocationRecord] {
        try query("\(Self.locationsWithBranches) ORDER BY l.id", values: []) {
            try Self.decodeLocation($0, from: 0, branch: $0.optionalText(6).map(BranchCode.init(unchecked:)))
        }
    }

    /// A location that shows a branch follows it: it is changed or removed through the branch.
    private func refuseIfItShowsABranch(_ id: LocationID) throws {
        if let code = try first("SELECT code FROM branches WHERE location_id = \(Self.p(1))", id.rawValue, map: { $0.text(0) }) {
            throw LocationError.locationShowsBranch(id, BranchCode(unchecked: code))
        }
    }

    /// The locations `l` with the code of the branch each shows.
    private static var locationsWithBranches: String {
        "SELECT \(locationColumns), b.code FROM locations l LEFT JOIN branches b ON b.location_id = l.id"
    }

    /// The columns of a location `l`, for ``decodeLocation(_:from:branch:)``.
    static var locationColumns: String { "l.id, l.street_address, l.city, l.country, l.emoji, l.hours" }

    /// A location from ``locationColumns`` starting at `offset`, showing `branch`.
    static func decodeLocation(_ row: Row, from offset: Int32, branch: BranchCode?) throws(StoreError) -> LocationRecord {
        LocationRecord(id: LocationID(try row.int64(offset)), location: Location(
            streetAddress: row.text(offset + 1), city: row.text(offset + 2), country: row.text(offset + 3), emoji: row.text(offset + 4),
            hours: row.text(offset + 5)), branch: branch)
    }
}
