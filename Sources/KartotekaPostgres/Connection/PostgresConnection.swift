import CPostgres
import Foundation
import KartotekaStore

/// One connection to a PostgreSQL server through libpq. Statements with parameters are prepared
/// on the connection the first time their text is met and then executed by name
/// (PQexecPrepared, text parameters): the server parses each once per connection, and plans it
/// once when a generic plan serves as well as one made for the values — the parsing and planning
/// of the desk's statements cost several times their execution. Every answer is copied into a
/// ``PostgresResult`` before the call returns, so no libpq pointer outlives it.
///
/// Not thread-safe: a connection is used by one thread at a time, which ``PostgresDatabase``
/// guarantees by handing it out to one transaction at a time. Other modules see it only as the
/// store's connection type: none can make one.
package final class PostgresConnection: @unchecked Sendable {
    let handle: OpaquePointer
    /// The names of the statements prepared on this connection, by their text.
    private var prepared: [String: String] = [:]
    /// Statements being prepared in the exchange under way, by their text.
    var preparing: [String: String] = [:]
    /// The `BEGIN` of a transaction, held back to go with its first statement.
    var pendingBegin: String?
    /// Writes whose answers nobody waits for, held back to go with the next statement or the commit.
    var queued: [OutgoingStatement] = []
    /// Round trips and statements, counted for the database's ``PostgresTraffic``.
    let traffic: PostgresTraffic
    /// How many exchanges with the server this connection has made.
    var exchanges = 0
    /// How many statements a connection prepares at most; others run unprepared (statements
    /// made for a count of rows or of values would otherwise fill the server's memory).
    private static let preparedLimit = 512

    /// Connects, with libpq's defaults for anything the URL leaves out (`PGPASSWORD`,
    /// `~/.pgpass`…), and sets what the store reads back on: ISO dates, UTF-8. A refusal says why
    /// (``PostgresError/ConnectionFailure``).
    init(address: PostgresAddress, traffic: PostgresTraffic = PostgresTraffic()) throws(PostgresError) {
        self.traffic = traffic
        handle = try PostgresConnector.open(address)
        // Notices ("relation already exists, skipping") would go to standard error.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        try execute("SET datestyle TO 'ISO, YMD'")
    }

    deinit {
        PQfinish(handle)
    }

    /// The account the connection is signed in as.
    var user: String {
        PQuser(handle).map { String(cString: $0) } ?? ""
    }

    /// Whether the connection can take another transaction: open and not inside one.
    var isReusable: Bool {
        PQstatus(handle) == CONNECTION_OK && PQtransactionStatus(handle) == PQTRANS_IDLE && !hasPending
    }

    /// Runs SQL without parameters, which may hold several statements (migrations). What the
    /// transaction holds back (its `BEGIN`, queued writes) goes first.
    @discardableResult
    func execute(_ sql: String) throws(PostgresError) -> PostgresResult {
        if hasPending {
            guard !sql.contains(";") else {
                _ = try exchange([])
                return try execute(sql)
            }
            return try exchange([OutgoingStatement(sql: sql, values: [])]).last!
        }
        traffic.note(roundTrips: 1, statements: 1)
        exchanges += 1
        return try copied(PQexec(handle, sql))
    }

    /// Runs one statement with parameters `$1…$n`, sent as text.
    @discardableResult
    func run(_ sql: String, _ values: any DatabaseValueConvertible...) throws(PostgresError) -> PostgresResult {
        try run(sql, values: values)
    }

    /// Runs one statement with an array of parameters, with what the transaction holds back (its
    /// `BEGIN`, queued writes) before it in the same round trip.
    @discardableResult
    func run(_ sql: String, values: [any DatabaseValueConvertible]) throws(PostgresError) -> PostgresResult {
        let statement = OutgoingStatement(sql: sql, values: values)
        if !hasPending, let name = prepared[sql] {
            let parameters = try ParameterTexts(values)
            defer { parameters.free() }
            traffic.note(roundTrips: 1, statements: 1)
            exchanges += 1
            return try copied(PQexecPrepared(handle, name, Int32(values.count), parameters.pointers, nil, nil, 0))
        }
        return try exchange([statement]).last!
    }

    /// The name the statement is prepared under on this connection, if it is; a new name to
    /// prepare it under when it is not and the connection may prepare another (statements made
    /// for a count of rows or of values would otherwise fill the server's memory); `nil` to send
    /// it unprepared. (A prepared statement belongs to the connection, not the transaction: a
    /// rollback leaves it.)
    func preparation(of sql: String) -> (name: String, isNew: Bool)? {
        if let name = prepared[sql] ?? preparing[sql] { return (name, false) }
        guard prepared.count + preparing.count < Self.preparedLimit else { return nil }
        let name = "k\(prepared.count + preparing.count + 1)"
        return (name, true)
    }

    /// Notes that a statement was prepared under a name.
    func notePrepared(_ sql: String, as name: String) {
        prepared[sql] = name
    }

    /// Runs a query and maps every row.
    func query<T>(_ sql: String, _ values: any DatabaseValueConvertible..., map: (PostgresRow) throws -> T) throws -> [T] {
        try query(sql, values: values, map: map)
    }

    /// Runs a query with an array of parameters and maps every row.
    package func query<T>(_ sql: String, values: [any DatabaseValueConvertible], map: (PostgresRow) throws -> T) throws -> [T] {
        try run(sql, values: values).rows.map(map)
    }

    /// Waits up to `milliseconds` for notifications (`LISTEN`), returning how many arrived;
    /// throws ``PostgresError/Kind/connectionLost`` when the connection is gone.
    func awaitNotifications(milliseconds: Int32) throws(PostgresError) -> Int {
        var count = drainNotifications()
        guard count == 0 else { return count }
        let socket = PQsocket(handle)
        guard socket >= 0 else { throw PostgresError(.connectionLost) }
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready > 0 {
            guard PQconsumeInput(handle) == 1 else { throw PostgresError(.connectionLost) }
            count = drainNotifications()
        }
        guard PQstatus(handle) == CONNECTION_OK else { throw PostgresError(.connectionLost) }
        return count
    }

    private func drainNotifications() -> Int {
        var count = 0
        while let notification = PQnotifies(handle) {
            PQfreemem(notification)
            count += 1
        }
        return count
    }

    /// Copies a result into Swift values and frees it; a failed one becomes a ``PostgresError``.
    func copied(_ result: OpaquePointer?) throws(PostgresError) -> PostgresResult {
        guard let result else { throw PostgresError(.connectionLost) }
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_EMPTY_QUERY else {
            let sqlState = kartoteka_pq_sqlstate(result).map { String(cString: $0) }
            if PQstatus(handle) != CONNECTION_OK || PostgresError.endsConnection(sqlState) {
                throw PostgresError(.connectionLost, sqlState: sqlState)
            }
            throw PostgresError(.statement, sqlState: sqlState,
                                constraint: kartoteka_pq_constraint(result).map { String(cString: $0) })
        }
        let rows = Int(PQntuples(result))
        let columns = Int(PQnfields(result))
        var cells: [String?] = []
        cells.reserveCapacity(rows * columns)
        for row in 0..<Int32(rows) {
            for column in 0..<Int32(columns) {
                if PQgetisnull(result, row, column) == 1 {
                    cells.append(nil)
                } else {
                    let bytes = UnsafeRawPointer(PQgetvalue(result, row, column)!).assumingMemoryBound(to: UInt8.self)
                    cells.append(String(decoding: UnsafeBufferPointer(start: bytes, count: Int(PQgetlength(result, row, column))),
                                        as: UTF8.self))
                }
            }
        }
        let affected = Int(String(cString: PQcmdTuples(result))) ?? 0
        let names = (0..<Int32(columns)).map { PQfname(result, $0).map { String(cString: $0) } ?? "#\($0)" }
        let origins = (0..<Int32(columns)).map { column -> ColumnOrigin? in
            let table = PQftable(result, column)
            return table == 0 ? nil : ColumnOrigin(table: table, column: PQftablecol(result, column))
        }
        return PostgresResult(rowCount: rows, columnCount: columns, affectedRows: affected, cells: cells, columnNames: names,
                              columnOrigins: origins) { [weak self] origin in self?.name(of: origin) }
    }

    /// The table and column an answer's column reads, from the catalogue: asked between
    /// statements, while the answer is being read.
    private func name(of origin: ColumnOrigin) -> (table: String, column: String)? {
        try? query("""
            SELECT c.relname, a.attname FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
            WHERE c.oid = $1::bigint::oid AND a.attnum = $2
            """, Int64(origin.table), Int64(origin.column)) { ($0.text(0), $0.text(1)) }.first
    }
}
