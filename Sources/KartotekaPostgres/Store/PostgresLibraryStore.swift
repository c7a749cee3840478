import Foundation
import KartotekaCore
import KartotekaStore

/// The library kept in a PostgreSQL database, for several desks and servers on one database: the
/// same protocols and rules as ``SQLiteLibraryStore`` (it passes the same contract tests), with
/// the rules enforced by the database too (unique inventory numbers, tickets and phones; one open
/// loan per copy; plpgsql triggers for what SQLite's triggers check).
///
/// Opened from a URL, `postgresql://user@host:port/dbname` (or `postgres://`). The password may be
/// in the URL or come from libpq's `PGPASSWORD` or `~/.pgpass`; it never appears in an error. The
/// database must be one the account owns (the store creates its tables there). While the server
/// cannot be reached, calls throw ``StoreError/databaseUnreachable(address:)``; once it answers
/// again, the store reconnects by itself.
public final class PostgresLibraryStore: LibraryStore {
    let database: PostgresDatabase
    let clock: any LibraryClock
    let calendar: LibraryCalendar

    /// Connects to the database at `url` and brings its schema up to date; `maximumConnections`
    /// caps the connections this store holds at once (callers beyond it wait their turn), besides
    /// the one that listens for changes.
    public init(url: String, clock: any LibraryClock, calendar: LibraryCalendar, maximumConnections: Int = 8) throws {
        self.clock = clock
        self.calendar = calendar
        let address = try PostgresAddress(parsing: url)
        do {
            database = try PostgresDatabase(address: address, maximumConnections: maximumConnections)
            try database.withConnection { connection in
                let encoding = try connection.first("SHOW server_encoding") { $0.text(0) } ?? ""
                guard encoding == "UTF8" else {
                    throw StoreError.cannotOpen(path: address.displayed, reason: "the database's encoding is \(encoding); Kartoteka needs UTF8")
                }
                try PostgresMigrator.migrate(connection, now: clock.now())
            }
        } catch let error as PostgresError {
            throw Self.storeError(error, address: address)
        }
    }

    /// The schema version of the open database.
    public func schemaVersion() throws -> Int {
        try read { db in try PostgresMigrator.appliedVersion(db) }
    }

    public func today() -> Day {
        calendar.day(of: clock.now())
    }

    public func changeGeneration() throws -> UInt64 {
        database.changes.current()
    }

    /// The current time in whole seconds, as stored.
    var nowSeconds: Int64 {
        Int64(clock.now().timeIntervalSince1970.rounded(.down))
    }

    /// Runs a write transaction, turning database failures into store errors.
    @discardableResult
    func write<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try mapped { try database.write(body) }
    }

    /// Runs a read transaction, turning database failures into store errors.
    func read<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try mapped { try database.read(body) }
    }

    /// Runs `body`, turning database failures that no method mapped to a domain error into store
    /// errors: never libpq's or the server's own words, never a stored value.
    @discardableResult
    func mapped<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as any KartotekaError {
            throw error
        } catch let error as PostgresError {
            throw Self.storeError(error, address: database.address)
        }
    }

    /// The store error for a database failure.
    static func storeError(_ error: PostgresError, address: PostgresAddress) -> StoreError {
        switch error.kind {
        case .connectionLost, .connectionFailed(.unreachable):
            return .databaseUnreachable(address: address.displayed)
        case .connectionFailed(.refused):
            return .cannotOpen(path: address.displayed, reason: """
                the server refused the connection; check the user name, the password (in the URL, PGPASSWORD or \
                ~/.pgpass), that the database exists, that the account may connect to it and that the server \
                has a connection to spare
                """)
        case .connectionFailed(.badParameters):
            return .cannotOpen(path: address.displayed, reason: "the URL's parameters cannot be used; check the URL")
        case .statement where error.isRetryable || error.sqlState == "55P03" || error.sqlState == "57014":
            return .busy  // deadlocks and serialisation failures after retries, lock and statement timeouts
        case .statement, .unsendableValue:
            return .internalFailure(error.description)
        }
    }
}
