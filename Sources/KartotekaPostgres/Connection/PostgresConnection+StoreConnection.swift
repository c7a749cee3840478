import KartotekaStore

/// A PostgreSQL connection as the row helpers both stores share see it.
extension PostgresConnection: StoreConnection {
    static func parameter(_ number: Int) -> String {
        "$\(number)"
    }

    /// Row locks: several transactions write at once, so two desks changing one copy take turns.
    static var rowLock: String { " FOR UPDATE" }

    /// `lower()` in the "C" collation folds ASCII letters only, as SQLite's NOCASE does; the
    /// user name column is in that collation, and its unique index is on `lower(username)`.
    static func caseless(_ column: String, equals parameter: String) -> String {
        "lower(\(column)) = lower(\(parameter) COLLATE \"C\")"
    }

    static func caseless(_ column: String) -> String {
        "lower(\(column))"
    }

    static func inventoryKey(_ column: String) -> String {
        """
        (CASE WHEN \(column) ~ '^[0-9]+$' AND length(ltrim(\(column), '0')) <= 20 \
        THEN '0' || lpad(ltrim(\(column), '0'), 20, '0') ELSE '1' || \(column) END COLLATE "C")
        """
    }

    /// A transaction-level advisory lock on the name's hash.
    func holdNumbering(_ name: String) throws {
        _ = try run("SELECT pg_advisory_xact_lock(hashtext($1))", "kartoteka." + name)
    }

    func change(_ sql: String, values: [any DatabaseValueConvertible]) throws -> Int {
        try run(sql, values: values).affectedRows
    }
}
