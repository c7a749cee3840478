import CSQLite

/// Registers Kartoteka's FTS5 tokenizer (``FTS5Tokenizer``) and its ranking counts
/// (``FTS5HitCounts``) on a connection. Every connection does so before it reads or writes
/// anything: the catalogue's search index cannot be read or changed without its tokenizer
/// (another program, such as the `sqlite3` shell, sees everything but `title_search`).
enum FTS5Extensions {
    /// The tokenizer's name, as `title_search` declares it.
    static let tokenizerName = "kartoteka"

    /// Registers both on the connection.
    static func register(on connection: OpaquePointer) throws(SQLiteError) {
        guard let api = fts5API(connection), let create = api.pointee.xCreateTokenizer,
              let function = api.pointee.xCreateFunction else {
            throw SQLiteError(code: SQLITE_ERROR, extendedCode: SQLITE_ERROR, message: "FTS5 is not available")
        }
        var tokenizer = FTS5Tokenizer.callbacks
        var code = create(api, tokenizerName, nil, &tokenizer, nil)
        if code == SQLITE_OK {
            code = function(api, FTS5HitCounts.name, nil, FTS5HitCounts.function, nil)
        }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, extendedCode: code, message: "could not register the search tokenizer")
        }
    }

    /// The connection's `fts5_api`, which FTS5 hands out through `SELECT fts5(?1)` with a pointer
    /// bound as `fts5_api_ptr`.
    private static func fts5API(_ connection: OpaquePointer) -> UnsafeMutablePointer<fts5_api>? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, "SELECT fts5(?1)", -1, &statement, nil) == SQLITE_OK, let statement else { return nil }
        defer { sqlite3_finalize(statement) }
        var api: UnsafeMutablePointer<fts5_api>?
        // The type name must outlive the statement's step: a static string lives as long as the program.
        let type: StaticString = "fts5_api_ptr"
        return withUnsafeMutablePointer(to: &api) { slot -> UnsafeMutablePointer<fts5_api>? in
            let name = UnsafeRawPointer(type.utf8Start).assumingMemoryBound(to: CChar.self)
            guard sqlite3_bind_pointer(statement, 1, slot, name, nil) == SQLITE_OK else { return nil }
            _ = sqlite3_step(statement)
            return slot.pointee
        }
    }
}
