import CSQLite

/// The current row of a stepping statement. It reads columns by index and is valid only inside
/// the closure it is handed to.
///
/// A column that does not hold what its reader expects (text in an integer column, NULL in one
/// that must have a value) throws ``StoreError/unreadableData(table:column:)`` naming where it
/// is, rather than reading as 0: damaged data is reported, never turned into a plausible value.
package struct SQLiteRow {
    let statement: OpaquePointer

    /// Whether the column is NULL.
    package func isNull(_ index: Int32) -> Bool {
        sqlite3_column_type(statement, index) == SQLITE_NULL
    }

    /// The column as an integer; throws when it is NULL or not an integer.
    package func int64(_ index: Int32) throws(StoreError) -> Int64 {
        guard sqlite3_column_type(statement, index) == SQLITE_INTEGER else { throw unreadable(index) }
        return sqlite3_column_int64(statement, index)
    }

    /// The column as text ("" when NULL, as the columns of a LEFT JOIN that found nothing).
    package func text(_ index: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, index) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The error for a column that cannot be read: its table and column as the statement names
    /// them (never its value, which may be personal data).
    package func unreadable(_ index: Int32) -> StoreError {
        let table = sqlite3_column_table_name(statement, index).map { String(cString: $0) } ?? "?"
        let column = (sqlite3_column_origin_name(statement, index) ?? sqlite3_column_name(statement, index))
            .map { String(cString: $0) } ?? "#\(index)"
        return .unreadableData(table: table, column: column)
    }
}
