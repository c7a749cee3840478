import Foundation
import KartotekaStore

extension PostgresLibraryStore {
    /// Restores a backup made by ``backup(to:)`` into the empty database at `url` with
    /// `pg_restore`, in one transaction, after checking that the file is a sound Kartoteka backup
    /// this version can open; owners and privileges in the backup are not restored (the account
    /// that restores owns everything).
    public static func restore(from backupPath: String, into url: String) throws {
        let address = try PostgresAddress(parsing: url)
        switch BackupKind.of(backupPath) {
        case .postgres: break
        case .sqlite: throw MaintenanceError.otherKindOfBackup(backupPath, fromPostgres: false)
        case nil: throw MaintenanceError.notABackup(backupPath)
        }
        let listing = try PostgresTools.run("pg_restore", ["--list", backupPath], address: address)
        guard listing.status == 0 else { throw MaintenanceError.damagedBackup(backupPath) }
        let entries = String(decoding: listing.output, as: UTF8.self).split(separator: "\n")
        guard entries.contains(where: { $0.contains(" TABLE ") && $0.contains(" schema_migrations ") }) else {
            throw MaintenanceError.notABackup(backupPath)
        }
        let version = try backupSchemaVersion(backupPath, address: address)
        guard version > 0 else { throw MaintenanceError.notABackup(backupPath) }
        guard version <= Migrator.latestVersion else { throw StoreError.databaseTooNew(found: version, known: Migrator.latestVersion) }
        do {
            let connection = try PostgresConnection(address: address)
            let tables = try PostgresMigrator.relationCount(connection)
            guard tables == 0 else { throw MaintenanceError.databaseNotEmpty(address.displayed) }
        } catch let error as PostgresError {
            throw PostgresDatabase.storeError(error, address: address)
        }
        let run = try PostgresTools.run("pg_restore", ["--no-owner", "--no-acl", "--single-transaction", "--exit-on-error", "--no-password",
                                                       "--dbname=\(address.urlWithoutPassword)", backupPath], address: address)
        guard run.status == 0 else { throw MaintenanceError.toolFailed("pg_restore", status: run.status) }
    }

    /// The newest schema version a backup records (0 when it records none), read from its
    /// `schema_migrations` data without restoring anything.
    private static func backupSchemaVersion(_ backupPath: String, address: PostgresAddress) throws -> Int {
        let data = try PostgresTools.run("pg_restore", ["--data-only", "--table=schema_migrations", "--file=-", backupPath], address: address)
        guard data.status == 0 else { throw MaintenanceError.damagedBackup(backupPath) }
        var inCopy = false
        var version = 0
        for line in String(decoding: data.output, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("COPY ") && line.contains("schema_migrations") {
                inCopy = true
            } else if line == "\\." {
                inCopy = false
            } else if inCopy, let number = line.split(separator: "\t").first.flatMap({ Int($0) }) {
                version = max(version, number)
            }
        }
        return version
    }
}
