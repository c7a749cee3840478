import Foundation
import KartotekaCore

/// The library kept in one SQLite file: WAL, foreign keys, versioned migrations, and the rules
/// of the domain enforced by the database too (unique inventory numbers and tickets; one
/// open loan per copy).
public final class SQLiteLibraryStore: LibraryStore {
    let database: SQLiteDatabase
    let clock: any LibraryClock
    let calendar: LibraryCalendar

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    public init(path: String, clock: any LibraryClock, calendar: LibraryCalendar) throws {
        self.clock = clock
        self.calendar = calendar
        do {
            database = try SQLiteDatabase(path: path)
            try database.withWriter { connection in
                try connection.execute("SELECT count(*) FROM sqlite_master")
                try Migrator.migrate(connection, path: path, now: clock.now())
                try SQLiteTitleIndex.buildIfMissing(connection)
            }
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError.cannotOpen(path: path, reason: error.message)
        }
    }

    /// The schema version of the open database.
    public func schemaVersion() throws -> Int {
        try read { db in try db.query("SELECT coalesce(max(version), 0) FROM schema_migrations") { try $0.int(0) }.first ?? 0 }
    }

    public func today() -> Day {
        calendar.day(of: clock.now())
    }

    /// The current time in whole seconds, as stored.
    var nowSeconds: Int64 {
        Int64(clock.now().timeIntervalSince1970.rounded(.down))
    }

    /// Runs a write transaction, turning database failures into store errors.
    func write<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try mapped { try database.write(body) }
    }

    /// Runs a read transaction, turning database failures into store errors.
    func read<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try mapped { try database.read(body) }
    }

    func mapped<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as any KartotekaError {
            throw error
        } catch let error as SQLiteError {
            if error.code == 5 || error.code == 6 { throw StoreError.busy }  // SQLITE_BUSY, SQLITE_LOCKED
            throw StoreError.internalFailure(error.description)
        }
    }
}

extension SQLiteLibraryStore {
    /// Moves the write-ahead log into the database file, as on a clean shutdown.
    public func checkpoint() throws {
        try mapped { try database.withWriter { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") } }
    }
}

extension SQLiteLibraryStore {
    public func changeGeneration() throws -> UInt64 {
        try mapped { try database.changeGeneration() }
    }
}
