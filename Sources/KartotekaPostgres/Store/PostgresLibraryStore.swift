import Foundation
import KartotekaCore
import KartotekaStore
import Synchronization

/// The library kept in a PostgreSQL database, for several desks and servers on one database: the
/// same protocols and rules as ``SQLiteLibraryStore`` (it passes the same contract tests), with
/// the rules enforced by the database too (unique inventory numbers and tickets; one open
/// loan per copy; plpgsql triggers for what SQLite's triggers check).
///
/// Opened from a URL, `postgresql://user@host:port/dbname` (or `postgres://`). The password may be
/// in the URL or come from libpq's `PGPASSWORD` or `~/.pgpass`; it never appears in an error. The
/// database must be one the account owns (the store creates its tables there); one that cannot be
/// used is refused with a ``DatabaseAccessError`` saying what to do. While the server cannot be
/// reached, calls throw ``StoreError/databaseUnreachable(address:)``; once it answers again, the
/// store reconnects by itself.
public final class PostgresLibraryStore: LibraryStore {
    let database: PostgresDatabase
    let clock: any LibraryClock
    let calendar: LibraryCalendar
    private let opening: PostgresOpening
    private let ready = Atomic<Bool>(false)
    private let preparing = Mutex<Void>(())

    /// Connects to the database at `url`, checks it and brings its schema up to date (see
    /// ``PostgresOpening`` for an empty database and a server that does not answer yet);
    /// `maximumConnections` caps the connections this store holds at once (callers beyond it wait
    /// their turn), besides the one that listens for changes.
    public init(url: String, clock: any LibraryClock, calendar: LibraryCalendar, maximumConnections: Int = 8,
                opening: PostgresOpening = PostgresOpening()) throws {
        self.clock = clock
        self.calendar = calendar
        self.opening = opening
        database = PostgresDatabase(address: try PostgresAddress(parsing: url), maximumConnections: maximumConnections)
        do {
            try prepareIfNeeded()
        } catch StoreError.databaseUnreachable(_) where opening.waitsForServer {
            // Checked on first use, once the server answers.
        }
    }

    /// Whether the store has reached its database and checked it: `false` only while a server
    /// waited for (``PostgresOpening/waitsForServer``) has not answered yet.
    public var isReady: Bool {
        ready.load(ordering: .acquiring)
    }

    /// The URL as messages show it: without its password or parameters.
    public static func shownAddress(_ url: String) -> String {
        (try? PostgresAddress(parsing: url).displayed) ?? "postgresql://…"
    }

    /// The schema version of the open database.
    public func schemaVersion() throws -> Int {
        try read { db in try PostgresMigrator.appliedVersion(db, address: database.address) }
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
        try mapped {
            try prepareIfNeeded()
            return try database.write(body)
        }
    }

    /// Runs a read transaction, turning database failures into store errors.
    func read<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try mapped {
            try prepareIfNeeded()
            return try database.read(body)
        }
    }

    /// Checks the database and migrates it, once: at opening, or on the first use after a server
    /// that was waited for answers.
    private func prepareIfNeeded() throws {
        guard !isReady else { return }
        try preparing.withLock { _ in
            guard !isReady else { return }
            try mapped {
                try database.withConnection { connection in
                    try PostgresMigrator.prepare(connection, address: database.address, createsSchema: opening.createsSchema,
                                                 now: clock.now())
                    try PostgresTitleIndex.buildIfMissing(connection)
                }
            }
            ready.store(true, ordering: .releasing)
        }
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

    /// The store error for a database failure: a server that does not answer, a refusal saying
    /// what to do (``DatabaseAccessError``), a busy database, or an internal failure.
    static func storeError(_ error: PostgresError, address: PostgresAddress) -> any KartotekaError {
        let shown = address.displayed
        switch error.kind {
        case .connectionLost, .connectionFailed(.unreachable):
            return StoreError.databaseUnreachable(address: shown)
        case .connectionFailed(let failure):
            return accessError(failure, address: shown)
        case .statement where error.isRetryable || error.sqlState == "55P03" || error.sqlState == "57014":
            return StoreError.busy  // deadlocks and serialisation failures after retries, lock and statement timeouts
        case .statement, .unsendableValue:
            return StoreError.internalFailure(error.description)
        }
    }

    /// What a refused connection means for the person.
    private static func accessError(_ failure: PostgresError.ConnectionFailure, address: String) -> any KartotekaError {
        switch failure {
        case .unreachable: StoreError.databaseUnreachable(address: address)
        case .badParameters: DatabaseAccessError.malformedAddress(address)
        case .passwordMissing(let user): DatabaseAccessError.passwordMissing(address: address, user: user)
        case .wrongPassword(let user): DatabaseAccessError.wrongPassword(address: address, user: user)
        case .accountRefused(let user): DatabaseAccessError.accountRefused(address: address, user: user)
        case .noSuchDatabase(let name, let user): DatabaseAccessError.noSuchDatabase(address: address, name: name, user: user)
        case .tooManyConnections: DatabaseAccessError.tooManyConnections(address: address)
        case .refused: DatabaseAccessError.refused(address: address)
        }
    }
}
