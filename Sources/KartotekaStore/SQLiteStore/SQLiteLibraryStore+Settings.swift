import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    public func settings() throws -> LibrarySettings {
        try read { db in try loadSettings(db) }
    }

    public func saveSettings(_ settings: LibrarySettings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(settings), as: UTF8.self)
        try write { db in
            try db.run("INSERT INTO settings (key, value) VALUES ('library', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                       json)
        }
    }

    /// The stored settings; the defaults when none were ever saved. Settings that are stored but
    /// do not decode throw ``StoreError/unreadableData(table:column:)``: quietly going back to
    /// the defaults would change the loan period, the backups and the mail server unnoticed.
    /// (Settings missing from the stored text take their defaults: older versions saved fewer.)
    func loadSettings(_ db: SQLiteConnection) throws -> LibrarySettings {
        guard let json = try db.queryFirst("SELECT value FROM settings WHERE key = 'library'", map: { $0.text(0) }) else {
            return LibrarySettings()
        }
        do {
            return try JSONDecoder().decode(LibrarySettings.self, from: Data(json.utf8))
        } catch {
            throw StoreError.unreadableData(table: "settings", column: "value")
        }
    }
}
