import CSQLite

/// SQLite's online backup: copies a database page by page into another connection.
enum SQLiteBackup {
    /// How long a copy waits, in all, for a destination another connection holds locked.
    static let busyMilliseconds: Int32 = 5_000

    /// Copies everything from `source` into `destination` (both open connections) in one step.
    ///
    /// In a read transaction that has read something, the source is one snapshot for the whole
    /// copy, and in WAL mode writers go on meanwhile. Copying in several steps without one would
    /// start over after every write made between two steps, and never finish on a busy database.
    static func copy(from source: SQLiteConnection, to destination: SQLiteConnection) throws(SQLiteError) {
        guard let backup = sqlite3_backup_init(destination.handle, "main", source.handle, "main") else {
            throw SQLiteError(connection: destination.handle, code: sqlite3_errcode(destination.handle))
        }
        var code: Int32
        var waited: Int32 = 0
        while true {
            code = sqlite3_backup_step(backup, -1)
            if code == SQLITE_OK { continue }
            guard code == SQLITE_BUSY || code == SQLITE_LOCKED, waited < busyMilliseconds else { break }
            sqlite3_sleep(10)
            waited += 10
        }
        let finished = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE, finished == SQLITE_OK else {
            throw SQLiteError(connection: destination.handle, code: code == SQLITE_DONE ? finished : code)
        }
    }
}
