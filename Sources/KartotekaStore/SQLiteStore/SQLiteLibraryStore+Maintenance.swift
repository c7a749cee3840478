import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    public func backup(to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { throw MaintenanceError.backupExists(path) }
        // Written under another name and renamed when complete, so a backup cut short (a full
        // disk, a stop) never passes for a good one.
        let partial = path + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        do {
            try mapped {
                let destination = try SQLiteConnection(path: partial, readOnly: false)
                try database.read { source in try SQLiteBackup.copy(from: source, to: destination) }
                try destination.execute("PRAGMA journal_mode = DELETE")
            }
            try FileManager.default.moveItem(atPath: partial, toPath: path)
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        }
    }

    /// Replaces the database at `databasePath` with a backup, after checking that the backup is a
    /// sound Kartoteka database this version can open. Stop the server first.
    public static func restore(from backupPath: String, into databasePath: String) throws {
        guard FileManager.default.fileExists(atPath: backupPath) else { throw MaintenanceError.notABackup(backupPath) }
        do {
            let source = try SQLiteConnection(path: backupPath, readOnly: true)
            let check = try source.query("PRAGMA integrity_check") { $0.text(0) }
            guard check == ["ok"] else { throw MaintenanceError.damagedBackup(backupPath) }
            guard let version = try? source.query("SELECT coalesce(max(version), 0) FROM schema_migrations", map: { $0.int(0) }).first,
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
