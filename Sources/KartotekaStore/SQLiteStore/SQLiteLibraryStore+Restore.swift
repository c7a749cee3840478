import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
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
}
