/// An SQLite connection as the row helpers both stores share see it.
extension SQLiteConnection: StoreConnection {
    static func parameter(_ number: Int) -> String {
        "?\(number)"
    }

    /// Nothing: a write transaction (BEGIN IMMEDIATE) holds the whole database.
    static var rowLock: String { "" }

    static func caseless(_ column: String, equals parameter: String) -> String {
        "\(column) = \(parameter) COLLATE NOCASE"
    }

    static func caseless(_ column: String) -> String {
        "\(column) COLLATE NOCASE"
    }

    static func inventoryKey(_ column: String) -> String {
        """
        (CASE WHEN \(column) NOT GLOB '*[^0-9]*' AND length(ltrim(\(column), '0')) <= 20 \
        THEN '0' || substr('00000000000000000000' || ltrim(\(column), '0'), -20, 20) ELSE '1' || \(column) END)
        """
    }

    /// Nothing: a write transaction (BEGIN IMMEDIATE) holds the whole database.
    func holdNumbering(_ name: String) throws {}

    func change(_ sql: String, values: [any DatabaseValueConvertible]) throws -> Int {
        try run(sql, values: values)
        return changes
    }

    /// SQLite's default collation (BINARY) compares bytes already.
    static func bytewise(_ column: String) -> String {
        column
    }

    /// The ids travel as one JSON array (`[3,17,42]`), so the statement's text stays the same.
    static func idList(_ parameter: String) -> String {
        "(SELECT value FROM json_each(\(parameter)))"
    }

    static func idListValue(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }

    /// Stemmed here, by the same stemmers as the index's tokenizer (``FTS5Tokenizer``).
    func searchTerms(of words: [String]) throws -> [String] {
        try words.map { word in try searchTerm(of: word) }
    }
}

/// An SQLite row as the column readers see it.
extension SQLiteRow: DatabaseRow {
    /// A flag column: any integer but 0 is true.
    func bool(_ index: Int32) throws(StoreError) -> Bool {
        try int64(index) != 0
    }
}
