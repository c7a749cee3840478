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

    func change(_ sql: String, values: [any DatabaseValueConvertible]) throws -> Int {
        try run(sql, values: values).affectedRows
    }
}
