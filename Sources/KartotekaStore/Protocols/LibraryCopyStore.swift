/// A whole library read and written table by table, row for row with the ids kept: what moves
/// a library from one database to another (``LibraryCopy``, `kartoteka migrate`). Both stores
/// conform.
package protocol LibraryCopyStore: Sendable {
    /// Runs `body` with the library's rows, all read from one consistent snapshot.
    func readingStoredRows<T: Sendable>(_ body: (any StoredRowReading) throws -> T) throws -> T
    /// Runs `body` in one write transaction: everything it writes is kept, or nothing when it throws.
    func writingStoredRows<T: Sendable>(_ body: (any StoredRowWriting) throws -> T) throws -> T
}

/// Reading a library's stored rows, inside ``LibraryCopyStore/readingStoredRows(_:)`` only.
package protocol StoredRowReading {
    /// How many rows a table holds.
    func count(_ table: StoredTable) throws -> Int
    /// The table's rows in key order, handed over `size` at a time.
    func forEachBatch(of table: StoredTable, size: Int, _ body: ([StoredRow]) throws -> Void) throws
}

/// Writing a library's stored rows, inside ``LibraryCopyStore/writingStoredRows(_:)`` only.
/// Tables are written in ``StoredTable/all`` order, each after the tables it refers to.
package protocol StoredRowWriting: StoredRowReading {
    /// Removes the whole library, the sessions too.
    func removeEverything() throws
    /// Adds rows as they are, ids and all, with what the store derives from them (search entries).
    func insert(_ rows: [StoredRow], into table: StoredTable) throws
    /// Finishes after the last table: the copies' loan statuses as they were, the numbering of new
    /// rows after the copied ones.
    func finish() throws
}
