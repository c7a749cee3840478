import CSQLite

/// A failure reported by SQLite. The message is SQLite's own and never contains bound values.
struct SQLiteError: Error, CustomStringConvertible {
    /// The primary result code (`SQLITE_CONSTRAINT`, `SQLITE_BUSY`…).
    let code: Int32
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`…).
    let extendedCode: Int32
    /// SQLite's message, such as `UNIQUE constraint failed: copies.inventory_number`.
    let message: String

    init(code: Int32, extendedCode: Int32? = nil, message: String) {
        self.code = code & 0xFF
        self.extendedCode = extendedCode ?? code
        self.message = message
    }

    init(connection: OpaquePointer?, code: Int32) {
        let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
        self.init(code: code, extendedCode: connection.map { sqlite3_extended_errcode($0) } ?? code, message: message)
    }

    var description: String { "SQLite error \(extendedCode): \(message)" }

    /// Whether a UNIQUE or PRIMARY KEY constraint failed.
    var isUniqueViolation: Bool {
        // SQLITE_CONSTRAINT_UNIQUE and SQLITE_CONSTRAINT_PRIMARYKEY are macros Swift cannot import.
        extendedCode == SQLITE_CONSTRAINT | (8 << 8) || extendedCode == SQLITE_CONSTRAINT | (6 << 8)
    }

    /// Whether a trigger raised an abort with this message.
    func isRaised(_ reason: String) -> Bool {
        code == SQLITE_CONSTRAINT && message == reason
    }
}
