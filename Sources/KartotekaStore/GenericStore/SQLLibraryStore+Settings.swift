import KartotekaCore

extension SQLLibraryStore {
    public func settings() throws -> LibrarySettings {
        try read { db in try db.loadSettings() }
    }

    public func libraryFrame() throws -> LibraryFrame {
        try read { db in try db.libraryFrame() }
    }

    public func saveSettings(_ settings: LibrarySettings) throws {
        try write { db in try db.saveSettings(settings) }
    }
}
