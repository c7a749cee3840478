import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    /// Backups are SQLite files.
    public var backupFileExtension: String { "sqlite" }

    public func backup(to path: String) throws {
        try backup(to: path) { source, destination in try SQLiteBackup.copy(from: source, to: destination) }
    }

    /// Writes a backup with `copy` moving the pages (tests make it fail part-way).
    ///
    /// The copy reads one snapshot of the database, so it finishes however busy the database is
    /// and writers never wait for it. It is written under another name (created with mode 0600)
    /// and renamed when complete, so a backup cut short never passes for a good one; when
    /// anything fails, that file and its journals are removed.
    func backup(to path: String, copy: (SQLiteConnection, SQLiteConnection) throws -> Void) throws {
        guard !FileManager.default.fileExists(atPath: path) else { throw MaintenanceError.backupExists(path) }
        let partial = path + Self.partialSuffix
        PrivateFile.removeWithJournals(partial)
        do {
            try mapped {
                let destination = try SQLiteConnection(path: partial, readOnly: false)
                try database.read { source in
                    // BEGIN DEFERRED takes its snapshot at the first read: take it now, before copying.
                    try source.execute("SELECT count(*) FROM sqlite_master")
                    try copy(source, destination)
                }
                // One self-contained file: the copy's WAL is folded in and removed.
                try destination.execute("PRAGMA journal_mode = DELETE")
            }
            try FileManager.default.moveItem(atPath: partial, toPath: path)
        } catch {
            PrivateFile.removeWithJournals(partial)
            throw error
        }
    }

    /// What a backup is called while it is being written.
    static let partialSuffix = ".partial"

    /// Replaces the database at `databasePath` with a backup, after checking that the backup is a
    /// sound Kartoteka database this version can open. Stop the server first.
    public static func restore(from backupPath: String, into databasePath: String) throws {
        guard FileManager.default.fileExists(atPath: backupPath) else { throw MaintenanceError.notABackup(backupPath) }
        if BackupKind.of(backupPath) == .postgres { throw MaintenanceError.otherKindOfBackup(backupPath, fromPostgres: true) }
        do {
            let source = try SQLiteConnection(path: backupPath, readOnly: true)
            let check = try source.query("PRAGMA integrity_check") { $0.text(0) }
            guard check == ["ok"] else { throw MaintenanceError.damagedBackup(backupPath) }
            guard try Migrator.migrationsTable(source) == .kartoteka,
                  let version = try? source.query("SELECT coalesce(max(version), 0) FROM schema_migrations", map: { try $0.int(0) }).first,
                  version > 0 else { throw MaintenanceError.notABackup(backupPath) }
            guard version <= Migrator.latestVersion else {
                throw StoreError.databaseTooNew(found: version, known: Migrator.latestVersion)
            }
            let destination = try SQLiteConnection(path: databasePath, readOnly: false)
            try SQLiteBackup.copy(from: source, to: destination)
        } catch let error as SQLiteError {
            throw MaintenanceError.notABackup(backupPath + " (" + error.message + ")")
        }
    }

    public func anonymiseLoans(returnedBefore cutoff: Date) throws -> Int {
        try write { db in try db.anonymiseLoans(returnedBefore: cutoff, now: nowSeconds) }
    }

    public func readerData(_ ticketNumber: TicketNumber) throws -> ReaderDetails {
        try reader(ticketNumber)
    }
}
