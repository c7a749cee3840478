import KartotekaStore

/// A PostgreSQL connection as the row helpers both stores share see it.
extension PostgresConnection: StoreConnection {
    package typealias SearchIndex = PostgresSearchIndex

    package static func parameter(_ number: Int) -> String {
        "$\(number)"
    }

    /// Row locks: several transactions write at once, so two desks changing one copy take turns.
    package static var rowLock: String { " FOR UPDATE" }

    /// `lower()` in the "C" collation folds ASCII letters only, as SQLite's NOCASE does; the
    /// user name column is in that collation, and its unique index is on `lower(username)`.
    package static func caseless(_ column: String, equals parameter: String) -> String {
        "lower(\(column)) = lower(\(parameter) COLLATE \"C\")"
    }

    package static func caseless(_ column: String) -> String {
        "lower(\(column))"
    }

    package static func inventoryKey(_ column: String) -> String {
        """
        (CASE WHEN \(column) ~ '^[0-9]+$' AND length(ltrim(\(column), '0')) <= 20 \
        THEN '0' || lpad(ltrim(\(column), '0'), 20, '0') ELSE '1' || \(column) END COLLATE "C")
        """
    }

    /// A transaction-level advisory lock on the name's hash.
    package func holdNumbering(_ name: String) throws {
        _ = try run("SELECT pg_advisory_xact_lock(hashtext($1))", "kartoteka." + name)
    }

    package func change(_ sql: String, values: [any DatabaseValueConvertible]) throws -> Int {
        try run(sql, values: values).affectedRows
    }

    /// In one round trip, with what the transaction holds back.
    package func batch(_ queries: [BatchedQuery<PostgresRow>]) throws {
        let results = try exchange(queries.map { OutgoingStatement(sql: $0.sql, values: $0.values) })
        for (query, result) in zip(queries, results) {
            for row in result.rows { try query.each(row) }
        }
    }

    /// Held back: it goes with the next statement or the commit.
    package func enqueue(_ sql: String, values: [any DatabaseValueConvertible]) throws {
        queued.append(OutgoingStatement(sql: sql, values: values))
    }

    package static func bytewise(_ column: String) -> String {
        "(\(column) COLLATE \"C\")"
    }

    package static func idList(_ parameter: String) -> String {
        "(SELECT unnest(\(parameter)::bigint[]))"
    }

    package static func idListValue(_ ids: [Int64]) -> String {
        PostgresSQL.idArray(ids)
    }

    /// Stemmed by the database's own text search (the `kartoteka` configuration's Snowball
    /// dictionaries), one round trip for all the words.
    package func searchTerms(of words: [String]) throws -> [String] {
        guard !words.isEmpty else { return [] }
        let found = try query("""
            SELECT coalesce((tsvector_to_array(to_tsvector('kartoteka', w.word)))[1], w.word)
            FROM unnest($1::text[]) WITH ORDINALITY AS w(word, position) ORDER BY w.position
            """, values: [PostgresSQL.textArray(words)]) { $0.text(0) }
        return found.count == words.count ? found : words
    }

    /// A server-side cursor (``PostgresCursor``), which ends with the transaction.
    package func withRows<T>(named name: String, _ sql: String, values: [any DatabaseValueConvertible], blockSize: Int,
                             _ body: (_ next: () throws -> PostgresRow?) throws -> T) throws -> T {
        let cursor = try PostgresCursor(self, name: name, sql: sql, values: values, blockSize: blockSize)
        return try body { try cursor.next() }
    }

    /// In a savepoint: after a failed statement, PostgreSQL refuses every other one of the
    /// transaction until it is rolled back to one.
    package func recoverable<T>(_ body: () throws -> T) throws -> T {
        try savepoint(body)
    }

    /// A failed UNIQUE constraint or index (SQLSTATE 23505) or a trigger's rule (23514, raised
    /// with the rule's name as its constraint), by the name the schema gives it.
    package static func constraintFailure(_ error: any Error) -> ConstraintFailure? {
        guard let error = error as? PostgresError else { return nil }
        return constraints.first { error.isUniqueViolation($0.name) || error.isRuleViolation($0.name) }?.failure
    }

    /// The constraints and rules the store tells apart, by their names in the schema.
    private static let constraints: [(name: String, failure: ConstraintFailure)] = [
        ("accounts_username_unique", .usernameTaken), ("loans_one_open_per_copy", .copyAlreadyOnLoan),
        ("loans_lend_only_available_copies", .copyNotLendable), ("copies_on_loan_are_not_deleted", .copyOnLoan),
        ("copies_inventory_number_unique", .inventoryNumberTaken), ("copies_barcode_unique", .barcodeTaken),
        ("readers_ticket_number_unique", .ticketNumberTaken), ("titles_isbn", .isbnTaken),
    ]
}
