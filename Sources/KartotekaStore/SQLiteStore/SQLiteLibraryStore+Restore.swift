import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    /// Replaces the database at `databasePath` with a backup, after checking that the backup is a
    /// sound Kartoteka database this version can open. Stop the server first. What fails in the
    /// backup says so about the backup; what fails writing the database (in use, a full disk, a
    /// folder that is not there) says so about the database, never that a sound backup is none.
    public static func restore(from backupPath: String, into databasePath: String) throws {
        guard FileManager.default.fileExists(atPath: backupPath) else { throw MaintenanceError.notABackup(backupPath) }
        if BackupKind.of(backupPath) == .postgres { throw MaintenanceError.otherKindOfBackup(backupPath, fromPostgres: true) }
        var writing = false
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
            writing = true
            let destination = try SQLiteConnection(path: databasePath, readOnly: false)
            try SQLiteBackup.copy(from: source, to: destination)
        } catch let error as SQLiteError {
            switch (writing, error.code) {
            case (true, 5), (true, 6): throw StoreError.busy  // SQLITE_BUSY, SQLITE_LOCKED: stop the server first
            case (true, _): throw StoreError.internalFailure(error.description)
            case (false, 11): throw MaintenanceError.damagedBackup(backupPath)  // SQLITE_CORRUPT
            case (false, _): throw MaintenanceError.notABackup(backupPath + " (" + error.message + ")")
            }
        }
    }
}
