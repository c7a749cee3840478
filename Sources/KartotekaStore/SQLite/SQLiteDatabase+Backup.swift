import Foundation

/// Backups of an SQLite database: SQLite files, copied page by page from one snapshot.
extension SQLiteDatabase {
    /// Backups are SQLite files.
    package var backupFileExtension: String { "sqlite" }

    package func backup(to path: String) throws {
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
        let partial = path + BackupKind.partialSuffix
        close(try BackupKind.claimPartial(of: path))
        do {
            let destination = try SQLiteConnection(path: partial, readOnly: false)
            try read { source in
                // BEGIN DEFERRED takes its snapshot at the first read: take it now, before copying.
                try source.execute("SELECT count(*) FROM sqlite_master")
                try copy(source, destination)
            }
            // One self-contained file: the copy's WAL is folded in and removed.
            try destination.execute("PRAGMA journal_mode = DELETE")
            try FileManager.default.moveItem(atPath: partial, toPath: path)
        } catch {
            PrivateFile.removeWithJournals(partial)
            throw error
        }
    }
}
