import CSQLite
import Synchronization

/// An SQLite database file shared by many threads: one writer connection behind a lock, and a
/// pool of read-only connections that read concurrently through WAL.
///
/// Every use is one transaction: ``write(_:)`` (BEGIN IMMEDIATE, so writers queue instead of
/// failing) or ``read(_:)`` (a consistent snapshot).
final class SQLiteDatabase: Sendable {
    /// The file path.
    let path: String
    private let writer: Mutex<SQLiteConnection>
    private let idleReaders = Mutex<[SQLiteConnection]>([])
    private let maximumIdleReaders = 8

    /// Opens the file (creating it if needed) and prepares it with `prepare` on the writer,
    /// for example running migrations.
    init(path: String) throws(SQLiteError) {
        self.path = path
        self.writer = Mutex(try SQLiteConnection(path: path, readOnly: false))
    }

    /// Runs `body` in a write transaction on the writer connection.
    func write<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try writer.withLock { connection in
            try connection.transaction(immediate: true) { try body(connection) }
        }
    }

    /// Runs `body` in a write transaction that is always rolled back (a dry run).
    func writeAndRollBack<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try writer.withLock { connection in
            try connection.execute("BEGIN IMMEDIATE")
            defer { try? connection.execute("ROLLBACK") }
            return try body(connection)
        }
    }

    /// Runs `body` on the writer connection without opening a transaction (migrations, VACUUM).
    func withWriter<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try writer.withLock { connection in try body(connection) }
    }

    /// Runs `body` in a read transaction on a pooled read-only connection.
    func read<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let connection = try idleReaders.withLock { $0.popLast() } ?? SQLiteConnection(path: path, readOnly: true)
        defer {
            idleReaders.withLock { pool in
                if pool.count < maximumIdleReaders { pool.append(connection) }
            }
        }
        return try connection.transaction(immediate: false) { try body(connection) }
    }
}
