import Foundation
import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func settings() throws -> LibrarySettings {
        try read { db in try loadSettings(db) }
    }

    public func saveSettings(_ settings: LibrarySettings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(settings), as: UTF8.self)
        try write { db in
            try db.run("INSERT INTO settings (key, value) VALUES ('library', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                       json)
        }
    }

    func loadSettings(_ db: PostgresConnection) throws -> LibrarySettings {
        guard let json = try db.queryFirst("SELECT value FROM settings WHERE key = 'library'", map: { $0.text(0) }) else {
            return LibrarySettings()
        }
        return (try? JSONDecoder().decode(LibrarySettings.self, from: Data(json.utf8))) ?? LibrarySettings()
    }
}
