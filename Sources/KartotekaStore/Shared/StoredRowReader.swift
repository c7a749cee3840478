/// A connection's stored rows, read inside a store's read transaction (see
/// ``LibraryCopyStore/readingStoredRows(_:)``).
package struct StoredRowReader<Connection: StoreConnection>: StoredRowReading {
    /// The transaction's connection.
    package let db: Connection

    /// Reads through `db`.
    package init(db: Connection) {
        self.db = db
    }

    package func count(_ table: StoredTable) throws -> Int {
        try db.storedRowCount(table)
    }

    package func forEachBatch(of table: StoredTable, size: Int, _ body: ([StoredRow]) throws -> Void) throws {
        try db.forEachStoredBatch(of: table, size: size, body)
    }
}
