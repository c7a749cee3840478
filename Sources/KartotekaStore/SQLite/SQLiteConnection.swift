import CSQLite
import KartotekaCore

/// One connection to an SQLite database file.
///
/// Not thread-safe: a connection is used by one thread at a time, which ``SQLiteDatabase``
/// guarantees by handing it out under a lock. Other modules see it only as the store's connection
/// type: none can make one.
package final class SQLiteConnection: @unchecked Sendable {
    let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    /// `PRAGMA data_version` when this connection last looked; `nil` before the first look.
    private var lastDataVersion: Int64?
    /// The stemmers for ``searchTerm(of:)``, made when first needed.
    private var stemmer: SnowballStemmer?

    /// The page cache of a connection that writes, in KiB: what a desk's writes touch (the
    /// readers keep SQLite's usual 2 MiB each).
    static let writerCacheKiB = 8_192
    /// The writer's page cache for the length of an import, in KiB (see `SQLiteDatabase.importing`).
    static let importCacheKiB = 32_768

    /// How long a statement waits for another connection's lock before "database is locked".
    static let busyTimeoutMilliseconds = 5_000

    /// Opens (and creates, unless read-only, with mode 0600) a database file and applies the
    /// connection settings.
    init(path: String, readOnly: Bool) throws(SQLiteError) {
        if !readOnly { PrivateFile.createIfMissing(path) }
        var connection: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = SQLiteError(connection: connection, code: code)
            sqlite3_close_v2(connection)
            throw error
        }
        self.handle = connection
        sqlite3_extended_result_codes(connection, 1)
        do {
            try FTS5Extensions.register(on: connection)
        } catch {
            sqlite3_close_v2(connection)
            throw error
        }
        sqlite3_busy_timeout(connection, Int32(Self.busyTimeoutMilliseconds))
        try execute("PRAGMA foreign_keys = ON")
        if readOnly {
            try execute("PRAGMA query_only = ON")
        } else {
            try enterWriteAheadLogging()
            try execute("PRAGMA synchronous = NORMAL")
            // A write keeps the pages it may have to undo (a savepoint's) in memory rather than in a
            // temporary file written page by page; and the writer keeps up to 8 MiB of pages
            // (allocated only as it touches them; more during an import).
            try execute("PRAGMA temp_store = MEMORY")
            try execute("PRAGMA cache_size = -\(Self.writerCacheKiB)")
        }
    }

    /// Turns the file to WAL. Turning a new file is a write that SQLite starts from a read, so
    /// when several processes open one new file at once all but one are told "database is
    /// locked" at once, without the busy timeout: the switch is tried again for as long.
    private func enterWriteAheadLogging() throws(SQLiteError) {
        let deadline = ContinuousClock.now + .milliseconds(Self.busyTimeoutMilliseconds)
        while true {
            do {
                try execute("PRAGMA journal_mode = WAL")
                return
            } catch where error.code == SQLITE_BUSY && ContinuousClock.now < deadline {
                sqlite3_sleep(2)
            }
        }
    }

    /// Whether another connection committed since this one last asked; `true` on the first ask,
    /// since nothing is known about what came before.
    func sawChangeSinceLastLook() throws -> Bool {
        let current = try query("PRAGMA data_version") { try $0.int64(0) }.first ?? 0
        defer { lastDataVersion = current }
        return lastDataVersion != current
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements without parameters.
    func execute(_ sql: String) throws(SQLiteError) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        guard code == SQLITE_OK else {
            let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(errorMessage)
            throw SQLiteError(code: code, extendedCode: sqlite3_extended_errcode(handle), message: message)
        }
    }

    /// A prepared statement for the SQL, reused across calls.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] { return cached }
        let prepared = try SQLiteStatement(connection: handle, sql: sql)
        statements[sql] = prepared
        return prepared
    }

    /// Runs one statement that returns no rows.
    func run(_ sql: String, _ values: any DatabaseValueConvertible...) throws {
        try run(sql, values: values)
    }

    /// Runs one statement that returns no rows, with an array of values.
    func run(_ sql: String, values: [any DatabaseValueConvertible]) throws {
        let prepared = try statement(sql)
        try prepared.bind(values)
        try prepared.forEachRow { _ in }
    }

    /// Runs a query and maps every row.
    func query<T>(_ sql: String, _ values: any DatabaseValueConvertible..., map: (SQLiteRow) throws -> T) throws -> [T] {
        try query(sql, values: values, map: map)
    }

    /// Runs a query with an array of values and maps every row.
    package func query<T>(_ sql: String, values: [any DatabaseValueConvertible], map: (SQLiteRow) throws -> T) throws -> [T] {
        let prepared = try statement(sql)
        try prepared.bind(values)
        var results: [T] = []
        try prepared.forEachRow { row in results.append(try map(row)) }
        return results
    }

    /// The term the search index holds for a folded word (its stem), made as the tokenizer
    /// makes it.
    func searchTerm(of word: String) throws(SQLiteError) -> String {
        if stemmer == nil { stemmer = SnowballStemmer() }
        guard let stemmer else { throw SQLiteError(code: SQLITE_ERROR, extendedCode: SQLITE_ERROR, message: "no stemmer") }
        let scanner = SearchWordScanner()
        var term = word
        var copy = word
        copy.withUTF8 { bytes in
            scanner.scan(bytes) { folded, _, kind in
                term = stemmer.withTerm(of: folded, kind: kind) { String(decoding: $0, as: UTF8.self) }
            }
        }
        return term
    }

    /// How many rows the last statement changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` inside a savepoint: kept when it returns, undone when it throws (the error is rethrown).
    func savepoint<T>(_ body: () throws -> T) throws -> T {
        try run("SAVEPOINT item")
        do {
            let result = try body()
            try run("RELEASE item")
            return result
        } catch {
            try? run("ROLLBACK TO item")
            try? run("RELEASE item")
            throw error
        }
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    func transaction<T>(immediate: Bool, _ body: () throws -> T) throws -> T {
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}
