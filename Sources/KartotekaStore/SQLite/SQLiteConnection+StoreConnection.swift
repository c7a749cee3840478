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
}

/// An SQLite row as the column readers see it.
extension SQLiteRow: DatabaseRow {
    /// A flag column: any integer but 0 is true.
    func bool(_ index: Int32) throws(StoreError) -> Bool {
        try int64(index) != 0
    }
}
