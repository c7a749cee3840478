import CSQLite

/// A prepared statement, owned and cached by one connection.
final class SQLiteStatement {
    let handle: OpaquePointer
    private let connection: OpaquePointer

    init(connection: OpaquePointer, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw SQLiteError(connection: connection, code: code)
        }
        self.handle = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds values to the parameters `?1…?n` in order.
    func bind(_ values: [any DatabaseValueConvertible]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value.databaseValue {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(var text):
                // The string's own UTF-8 bytes (no C string made for the call; SQLite copies them),
                // and their count, not -1: a NUL inside the text must not cut it short unseen.
                code = text.isEmpty ? sqlite3_bind_text(handle, index, "", 0, nil) : text.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { characters in
                        sqlite3_bind_text(handle, index, characters.baseAddress, Int32(characters.count), kartoteka_sqlite_transient())
                    }
                }
            }
            guard code == SQLITE_OK else { throw SQLiteError(connection: connection, code: code) }
        }
    }

    /// Steps to the next row: the row, or `nil` when there are no more.
    func step() throws(SQLiteError) -> SQLiteRow? {
        let code = sqlite3_step(handle)
        if code == SQLITE_DONE { return nil }
        guard code == SQLITE_ROW else { throw SQLiteError(connection: connection, code: code) }
        return SQLiteRow(statement: handle)
    }

    /// Makes the statement ready to run again.
    func reset() {
        sqlite3_reset(handle)
    }

    /// Steps through every row, handing each to `body`; the statement is reset afterwards.
    func forEachRow(_ body: (SQLiteRow) throws -> Void) throws {
        defer { sqlite3_reset(handle) }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw SQLiteError(connection: connection, code: code) }
            try body(SQLiteRow(statement: handle))
        }
    }
}
