import CSQLite

/// The current row of a stepping statement. It reads columns by index and is valid only inside
/// the closure it is handed to.
struct SQLiteRow {
    let statement: OpaquePointer

    /// Whether the column is NULL.
    func isNull(_ index: Int32) -> Bool {
        sqlite3_column_type(statement, index) == SQLITE_NULL
    }

    /// The column as an integer (0 when NULL).
    func int64(_ index: Int32) -> Int64 {
        sqlite3_column_int64(statement, index)
    }

    /// The column as an Int (0 when NULL).
    func int(_ index: Int32) -> Int {
        Int(sqlite3_column_int64(statement, index))
    }

    /// The column as an integer, or `nil` when NULL.
    func optionalInt64(_ index: Int32) -> Int64? {
        isNull(index) ? nil : int64(index)
    }

    /// The column as an Int, or `nil` when NULL.
    func optionalInt(_ index: Int32) -> Int? {
        isNull(index) ? nil : int(index)
    }

    /// The column as text ("" when NULL).
    func text(_ index: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, index) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column as text, or `nil` when NULL.
    func optionalText(_ index: Int32) -> String? {
        isNull(index) ? nil : text(index)
    }
}
