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
    /// What tells the other stores on the database of the changes made here.
    let announcer: ChangeAnnouncer
    /// The round trips and statements of every connection.
    package let traffic = PostgresTraffic()
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
        announcer = ChangeAnnouncer(address: address, apart: opening.announcesApart)
    }

    deinit {
        changes.stop()
        announcer.stop()
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

    /// Runs `body` in a write transaction; once it is done, the other stores are told
    /// (``ChangeAnnouncer``).
    package func write<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        defer {
            changes.noteLocalWrite()
            announcer.announce()
        }
        return try retrying { try transaction(begin: "BEGIN", commit: ["COMMIT"], body) }
    }

    /// Runs `body` in a write transaction that records only how the library is used (when a token
    /// was last used, failed sign-ins), not what it holds: no notification, so kept answers stay.
    package func writeBookkeeping<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        return try retrying { try transaction(begin: "BEGIN", commit: ["COMMIT"], body) }
    }

    /// Runs `body` in a write transaction that is always rolled back (a dry run).
    package func writeAndRollBack<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        return try retrying { try transaction(begin: "BEGIN", commit: ["ROLLBACK"], body) }
    }

    /// Runs `body` in a read-only transaction on one snapshot.
    package func read<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        return try transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY", commit: ["COMMIT"], body)
    }

    /// Runs `body`, one read statement, on its own: no `BEGIN`, no `COMMIT` (one round trip). A
    /// pooled connection found dead is dropped with every idle one, and the read made again.
    package func readOneStatement<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try prepareIfNeeded()
        return try withPooledConnection { connection, pooled in
            do {
                return try oneStatement(on: connection, body)
            } catch let error as PostgresError where pooled && error.kind == .connectionLost {
                idle.withLock { $0.removeAll() }
                let fresh = try PostgresConnection(address: address, traffic: traffic)
                defer { giveBack(fresh) }
                return try oneStatement(on: fresh, body)
            }
        }
    }

    private func oneStatement<T>(on connection: PostgresConnection, _ body: (PostgresConnection) throws -> T) throws -> T {
        let before = connection.exchanges
        let result = try body(connection)
        guard connection.exchanges - before <= 1 else {
            throw StoreError.internalFailure("a read of one statement made \(connection.exchanges - before) exchanges")
        }
        return result
    }

    /// Runs `body` on a connection outside any transaction (migrations open their own).
    func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try withPooledConnection { connection, _ in try body(connection) }
    }

    /// Runs `body` in a transaction opened by `begin` — sent with its first statement, so that a
    /// transaction costs no round trip of its own — and ended by `commit`, sent with the writes
    /// that wait for it. A pooled connection that turns out dead at the first exchange (the server
    /// restarted) is dropped with every idle one, and the transaction runs again on a new one.
    private func transaction<T>(begin: String, commit: [String], _ body: (PostgresConnection) throws -> T) throws -> T {
        try withPooledConnection { connection, pooled in
            let before = connection.exchanges
            do {
                connection.begin(begin)
                let result = try body(connection)
                try connection.commit(commit)
                return result
            } catch let error as PostgresError where pooled && error.kind == .connectionLost && connection.exchanges == before + 1 {
                idle.withLock { $0.removeAll() }
                let fresh = try PostgresConnection(address: address, traffic: traffic)
                return try finish(on: fresh, begin: begin, commit: commit, body)
            } catch {
                connection.rollBack()
                throw error
            }
        }
    }

    /// Runs the transaction on a connection just made (not pooled), and pools it after if sound.
    private func finish<T>(on connection: PostgresConnection, begin: String, commit: [String],
                           _ body: (PostgresConnection) throws -> T) throws -> T {
        defer { giveBack(connection) }
        do {
            connection.begin(begin)
            let result = try body(connection)
            try connection.commit(commit)
            return result
        } catch {
            connection.rollBack()
            throw error
        }
    }

    /// Takes a connection (waiting while all are in use; ``StoreError/busy`` after a while) — a
    /// pooled one, else a new one — runs `body` with it and whether it was pooled, and gives it
    /// back if it is still sound.
    private func withPooledConnection<T>(_ body: (PostgresConnection, _ pooled: Bool) throws -> T) throws -> T {
        guard slots.wait(timeout: .now() + Self.connectionWait) == .success else { throw StoreError.busy }
        defer { slots.signal() }
        let pooled = idle.withLock { $0.popLast() }
        let connection = try pooled ?? PostgresConnection(address: address, traffic: traffic)
        defer { giveBack(connection) }
        return try body(connection, pooled != nil)
    }

    /// Pools a connection that can take another transaction.
    private func giveBack(_ connection: PostgresConnection) {
        guard connection.isReusable else { return }
        idle.withLock { pool in
            if pool.count < maximumConnections && !pool.contains(where: { $0 === connection }) { pool.append(connection) }
        }
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
