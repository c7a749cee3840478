import Dispatch
import KartotekaCore
import KartotekaStore
import Synchronization

/// A PostgreSQL database shared by many threads: a pool of connections, each handed to one
/// transaction at a time, and the listener that tells when the data changed.
///
/// Every use is one transaction: ``write(_:)`` (READ COMMITTED; the store takes row locks where
/// two writers could clash; retried on a deadlock or serialisation failure) or ``read(_:)`` (a
/// consistent snapshot: REPEATABLE READ, READ ONLY).
///
/// A broken connection is dropped, never reused: when the first statement of a transaction finds
/// its pooled connection dead (the server restarted), every idle one is dropped and a new one
/// made, so callers see no error once the server is back.
///
/// Before its first transaction, the database is checked and migrated, once (``prepareIfNeeded()``):
/// at opening, or, when a server that does not answer yet is waited for, on the first use after
/// it answers.
package final class PostgresDatabase: Sendable {
    /// Where the database is.
    let address: PostgresAddress
    /// What tells of changes, here and elsewhere.
    let changes: ChangeListener
    private let idle = Mutex<[PostgresConnection]>([])
    private let slots: DispatchSemaphore
    private let maximumConnections: Int
    /// What to do with a database that cannot be used as it is.
    private let opening: PostgresOpening
    /// The time the migrations record.
    private let clock: any LibraryClock
    private let ready = Atomic<Bool>(false)
    private let preparing = Mutex<Void>(())

    /// How often a write transaction runs again after a deadlock or serialisation failure.
    private static let attempts = 5
    /// How long a caller waits for a connection while all are in use before the store says it is busy.
    private static let connectionWait: DispatchTimeInterval = .seconds(30)

    /// A pool with no connection yet, and the listener (connections are made as transactions
    /// need them, so the first use tells a wrong URL or password).
    init(address: PostgresAddress, maximumConnections: Int, opening: PostgresOpening, clock: any LibraryClock) {
        self.address = address
        self.opening = opening
        self.clock = clock
        self.maximumConnections = max(1, maximumConnections)
        slots = DispatchSemaphore(value: self.maximumConnections)
        changes = ChangeListener(address: address)
    }

    deinit {
        changes.stop()
    }

    /// Whether the database has been reached and checked: `false` only while a server waited for
    /// (``PostgresOpening/waitsForServer``) has not answered yet.
    var isReady: Bool {
        ready.load(ordering: .acquiring)
    }

    /// Checks the database and migrates it, once.
    func prepareIfNeeded() throws {
        guard !isReady else { return }
        try preparing.withLock { _ in
            guard !isReady else { return }
            try withConnection { connection in
                try PostgresMigrator.prepare(connection, address: address, createsSchema: opening.createsSchema, now: clock.now())
                try PostgresSearchIndex.buildIfMissing(connection)
            }
            ready.store(true, ordering: .releasing)
        }
    }

    /// Runs `body` in a write transaction that notifies the other stores when it commits.
    package func write<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        defer { changes.noteLocalWrite() }
        return try retrying {
            try transaction(begin: "BEGIN", commit: "NOTIFY \(ChangeListener.channel); COMMIT", body)
        }
    }

    /// Runs `body` in a write transaction that records only how the library is used (when a token
    /// was last used, failed sign-ins), not what it holds: no notification, so kept answers stay.
    package func writeBookkeeping<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        return try retrying { try transaction(begin: "BEGIN", commit: "COMMIT", body) }
    }

    /// Runs `body` in a write transaction that is always rolled back (a dry run).
    package func writeAndRollBack<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        return try retrying { try transaction(begin: "BEGIN", commit: "ROLLBACK", body) }
    }

    /// Runs `body` in a read-only transaction on one snapshot.
    package func read<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        return try transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY", commit: "COMMIT", body)
    }

    /// Runs `body` on a connection outside any transaction (migrations open their own).
    func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try withPooledConnection(opening: { _ in }, body)
    }

    private func transaction<T>(begin: String, commit: String, _ body: (PostgresConnection) throws -> T) throws -> T {
        try withPooledConnection(opening: { try $0.execute(begin) }) { connection in
            do {
                let result = try body(connection)
                try connection.execute(commit)
                return result
            } catch {
                _ = try? connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// Takes a connection (waiting while all are in use; ``StoreError/busy`` after a while), runs
    /// `opening` on it — on a new connection, once, if a pooled one turns out dead — then `body`,
    /// and gives it back if it is still sound.
    private func withPooledConnection<T>(opening: (PostgresConnection) throws -> Void,
                                         _ body: (PostgresConnection) throws -> T) throws -> T {
        guard slots.wait(timeout: .now() + Self.connectionWait) == .success else { throw StoreError.busy }
        defer { slots.signal() }
        var connection: PostgresConnection
        if let pooled = idle.withLock({ $0.popLast() }) {
            do {
                try opening(pooled)
                connection = pooled
            } catch let error as PostgresError where error.kind == .connectionLost {
                idle.withLock { $0.removeAll() }
                connection = try PostgresConnection(address: address)
                try opening(connection)
            }
        } else {
            connection = try PostgresConnection(address: address)
            try opening(connection)
        }
        defer {
            if connection.isReusable {
                idle.withLock { pool in
                    if pool.count < maximumConnections { pool.append(connection) }
                }
            }
        }
        return try body(connection)
    }

    private func retrying<T>(_ body: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try body()
            } catch let error as PostgresError where error.isRetryable && attempt < Self.attempts {
                attempt += 1
            }
        }
    }
}
