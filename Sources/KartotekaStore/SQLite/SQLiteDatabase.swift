import CSQLite
import Glibc
import Synchronization

/// An SQLite database file shared by many threads: one writer connection behind a lock, and a
/// pool of read-only connections that read concurrently through WAL.
///
/// Every use is one transaction: ``write(_:)`` (BEGIN IMMEDIATE, so writers queue instead of
/// failing) or ``read(_:)`` (a consistent snapshot).
package final class SQLiteDatabase: Sendable {
    /// The file path.
    let path: String
    private let writer: Mutex<SQLiteConnection>
    private let idleReaders = Mutex<[SQLiteConnection]>([])
    private let maximumIdleReaders = 8
    /// Bumped whenever the writer connection sees that another process changed the file since it
    /// last looked (SQLite's `data_version`), and after every write made here: a number that differs from an earlier one means "the data may
    /// have changed in between" (never the reverse).
    private let generation = Atomic<UInt64>(1)
    /// When ``changeGeneration()`` last asked SQLite about other processes' writes.
    private let lastOutsideLook = Atomic<UInt64>(0)

    /// Opens the file (creating it if needed) and prepares it with `prepare` on the writer,
    /// for example running migrations.
    init(path: String) throws(SQLiteError) {
        self.path = path
        self.writer = Mutex(try SQLiteConnection(path: path, readOnly: false))
    }

    /// Runs `body` in a write transaction on the writer connection.
    package func write<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        defer { generation.wrappingAdd(1, ordering: .releasing) }
        return try writer.withLock { connection in
            try connection.transaction(immediate: true) { try body(connection) }
        }
    }

    /// Runs `body` in a write transaction that records only how the library is used (when a token
    /// was last used, failed sign-ins), not what it holds: the change generation stays, so kept answers stay too.
    package func writeBookkeeping<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try writer.withLock { connection in
            try connection.transaction(immediate: true) { try body(connection) }
        }
    }

    /// Runs `body` in a write transaction that is always rolled back (a dry run).
    package func writeAndRollBack<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try writer.withLock { connection in
            try connection.execute("BEGIN IMMEDIATE")
            defer { try? connection.execute("ROLLBACK") }
            return try body(connection)
        }
    }

    /// Sets the writer's page cache, in KiB; `shrinking` frees the pages above it at once.
    func setWriterCache(kibibytes: Int, shrinking: Bool = false) throws(SQLiteError) {
        try writer.withLock { (connection: inout SQLiteConnection) throws(SQLiteError) in
            try connection.execute("PRAGMA cache_size = -\(kibibytes)")
            if shrinking { try connection.execute("PRAGMA shrink_memory") }
        }
    }

    /// Runs `body` on the writer connection without opening a transaction (migrations, VACUUM).
    func withWriter<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        defer { generation.wrappingAdd(1, ordering: .releasing) }
        return try writer.withLock { connection in try body(connection) }
    }

    /// Runs `body` in a read transaction on a pooled read-only connection.
    package func read<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try withReader { connection in try connection.transaction(immediate: false) { try body(connection) } }
    }

    /// A number that changes whenever the data may have changed: at once after a write here, and
    /// within about a millisecond after a write by another process (SQLite's `data_version` as the
    /// writer connection sees it). Cheap: mostly one atomic load.
    package func changeGeneration() throws -> UInt64 {
        let now = Self.monotonicNanoseconds()
        let lastLook = lastOutsideLook.load(ordering: .acquiring)
        if now &- lastLook >= Self.outsideLookInterval,
           lastOutsideLook.compareExchange(expected: lastLook, desired: now, ordering: .acquiringAndReleasing).exchanged {
            // The writer's data_version moves only for other processes' commits (the readers here
            // never write). While a write runs here, look again after the interval rather than
            // wait for it — nor try again on every request meanwhile (each try of a held lock is a
            // system call); the write itself moves the generation when it ends.
            let changed = try writer.withLockIfAvailable { connection in try connection.sawChangeSinceLastLook() }
            if changed == true {
                generation.wrappingAdd(1, ordering: .acquiringAndReleasing)
            }
        }
        return generation.load(ordering: .acquiring)
    }

    /// How often ``changeGeneration()`` asks SQLite about changes made outside this process (each
    /// ask takes and drops a file lock); changes made here count at once.
    private static let outsideLookInterval: UInt64 = 1_000_000

    private static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private func withReader<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let connection = try idleReaders.withLock { $0.popLast() } ?? SQLiteConnection(path: path, readOnly: true)
        defer {
            idleReaders.withLock { pool in
                if pool.count < maximumIdleReaders { pool.append(connection) }
            }
        }
        return try body(connection)
    }
}
