import Foundation
import KartotekaStore

/// Backups of a PostgreSQL database: `pg_dump` archives in its custom format.
extension PostgresDatabase {
    /// Backups are `pg_dump` archives in its custom format.
    package var backupFileExtension: String { "dump" }

    /// Writes a consistent copy of the database with `pg_dump --format=custom` (one snapshot,
    /// however busy the database), readable only by its owner (mode 0600), under a `.partial`
    /// name renamed when complete, so a backup cut short never passes for a good one.
    package func backup(to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { throw MaintenanceError.backupExists(path) }
        let partial = path + BackupKind.partialSuffix
        let descriptor = try BackupKind.claimPartial(of: path)
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            let run = try PostgresTools.run("pg_dump", ["--format=custom", "--no-password", "--dbname=\(address.urlWithoutPassword)"],
                                            address: address, output: file)
            guard run.status == 0 else {
                try checkReachable()
                throw MaintenanceError.toolFailed("pg_dump", status: run.status)
            }
            try file.synchronize()
            try file.close()
            try FileManager.default.moveItem(atPath: partial, toPath: path)
        } catch {
            try? file.close()
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        }
    }

    /// Throws when the server does not answer (its failure becomes
    /// ``StoreError/databaseUnreachable(address:)`` at the store).
    private func checkReachable() throws {
        _ = try read { db in try db.execute("SELECT 1") }
    }
}
