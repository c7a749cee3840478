import CSQLite

/// SQLite's online backup: copies a database page by page into another connection.
enum SQLiteBackup {
    /// Copies everything from `source` into `destination` (both open connections).
    static func copy(from source: SQLiteConnection, to destination: SQLiteConnection) throws(SQLiteError) {
        guard let backup = sqlite3_backup_init(destination.handle, "main", source.handle, "main") else {
            throw SQLiteError(connection: destination.handle, code: sqlite3_errcode(destination.handle))
        }
        var code: Int32
        repeat {
            code = sqlite3_backup_step(backup, 256)
            if code == SQLITE_BUSY || code == SQLITE_LOCKED { sqlite3_sleep(10) }
        } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
        let finished = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE, finished == SQLITE_OK else {
            throw SQLiteError(connection: destination.handle, code: code == SQLITE_DONE ? finished : code)
        }
    }
}
