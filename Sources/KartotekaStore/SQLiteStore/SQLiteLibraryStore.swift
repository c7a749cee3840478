import Foundation
import KartotekaCore

/// The library kept in one SQLite file: WAL, foreign keys, versioned migrations, and the rules
/// of the domain enforced by the database too (unique inventory numbers and tickets; one open
/// loan per copy). Its methods are ``SQLLibraryStore``'s, over ``SQLiteDatabase``.
public final class SQLiteLibraryStore: SQLLibraryStore {
    package let database: SQLiteDatabase
    package let clock: any LibraryClock
    package let calendar: LibraryCalendar

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    public init(path: String, clock: any LibraryClock, calendar: LibraryCalendar) throws {
        self.clock = clock
        self.calendar = calendar
        do {
            database = try SQLiteDatabase(path: path)
            try database.withWriter { connection in
                try connection.execute("SELECT count(*) FROM sqlite_master")
                try Migrator.migrate(connection, path: path, now: clock.now())
                try SQLiteSearchIndex.buildIfMissing(connection)
            }
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError.cannotOpen(path: path, reason: error.message)
        }
    }

    /// Moves the write-ahead log into the database file, as on a clean shutdown.
    public func checkpoint() throws {
        try mapped { try database.withWriter { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") } }
    }

    /// Writes a backup with `copy` moving the pages (tests make it fail part-way); see
    /// ``SQLiteDatabase/backup(to:copy:)``.
    func backup(to path: String, copy: (SQLiteConnection, SQLiteConnection) throws -> Void) throws {
        try mapped { try database.backup(to: path, copy: copy) }
    }
}
