/// An SQLite connection as the row helpers both stores share see it.
extension SQLiteConnection: StoreConnection {
    package typealias SearchIndex = SQLiteSearchIndex

    package static func parameter(_ number: Int) -> String {
        "?\(number)"
    }

    /// Nothing: a write transaction (BEGIN IMMEDIATE) holds the whole database.
    package static var rowLock: String { "" }

    package static func caseless(_ column: String, equals parameter: String) -> String {
        "\(column) = \(parameter) COLLATE NOCASE"
    }

    package static func caseless(_ column: String) -> String {
        "\(column) COLLATE NOCASE"
    }

    package static func inventoryKey(_ column: String) -> String {
        """
        (CASE WHEN \(column) NOT GLOB '*[^0-9]*' AND length(ltrim(\(column), '0')) <= 20 \
        THEN '0' || substr('00000000000000000000' || ltrim(\(column), '0'), -20, 20) ELSE '1' || \(column) END)
        """
    }

    /// Nothing: a write transaction (BEGIN IMMEDIATE) holds the whole database.
    package func holdNumbering(_ name: String) throws {}

    /// One after another: a connection of this process reads SQLite's file without a round trip.
    package func batch(_ queries: [BatchedQuery<SQLiteRow>]) throws {
        for query in queries {
            _ = try self.query(query.sql, values: query.values) { try query.each($0) }
        }
    }

    /// At once: there is no round trip to save.
    package func enqueue(_ sql: String, values: [any DatabaseValueConvertible]) throws {
        _ = try change(sql, values: values)
    }

    package func change(_ sql: String, values: [any DatabaseValueConvertible]) throws -> Int {
        try run(sql, values: values)
        return changes
    }

    /// SQLite's default collation (BINARY) compares bytes already.
    package static func bytewise(_ column: String) -> String {
        column
    }

    /// The ids travel as one JSON array (`[3,17,42]`), so the statement's text stays the same.
    package static func idList(_ parameter: String) -> String {
        "(SELECT value FROM json_each(\(parameter)))"
    }

    package static func idListValue(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }

    /// Stemmed here, by the same stemmers as the index's tokenizer (``FTS5Tokenizer``).
    package func searchTerms(of words: [String]) throws -> [String] {
        try words.map { word in try searchTerm(of: word) }
    }

    /// The statement (cached, as every other) stepped as `body` asks; reset afterwards.
    package func withRows<T>(named _: String, _ sql: String, values: [any DatabaseValueConvertible], blockSize _: Int,
                             _ body: (_ next: () throws -> SQLiteRow?) throws -> T) throws -> T {
        let prepared = try statement(sql)
        try prepared.bind(values)
        defer { prepared.reset() }
        return try body { try prepared.step() }
    }

    /// As it is: a failed statement undoes only itself, and the transaction goes on.
    package func recoverable<T>(_ body: () throws -> T) throws -> T {
        try body()
    }

    /// A failed UNIQUE constraint by the columns SQLite names (`UNIQUE constraint failed:
    /// copies.barcode`); a trigger's refusal by its message (`RAISE(ABORT, 'copy_on_loan')`).
    package static func constraintFailure(_ error: any Error) -> ConstraintFailure? {
        guard let error = error as? SQLiteError else { return nil }
        if error.isUniqueViolation {
            return uniqueColumns.first { error.message.hasSuffix(": " + $0.columns) }?.failure
        }
        return raisedRules.first { error.isRaised($0.message) }?.failure
    }

    /// The UNIQUE constraints the store tells apart, by the columns SQLite names.
    private static let uniqueColumns: [(columns: String, failure: ConstraintFailure)] = [
        ("accounts.username", .usernameTaken), ("loans.copy_id", .copyAlreadyOnLoan), ("copies.inventory_number", .inventoryNumberTaken),
        ("copies.barcode", .barcodeTaken), ("readers.ticket_number", .ticketNumberTaken), ("titles.isbn", .isbnTaken),
    ]

    /// The triggers' refusals the store tells apart, by their messages.
    private static let raisedRules: [(message: String, failure: ConstraintFailure)] = [
        ("copy_not_lendable", .copyNotLendable), ("copy_on_loan", .copyOnLoan),
    ]
}

/// An SQLite row as the column readers see it.
extension SQLiteRow: DatabaseRow {
    /// A flag column: any integer but 0 is true.
    package func bool(_ index: Int32) throws(StoreError) -> Bool {
        try int64(index) != 0
    }
}
