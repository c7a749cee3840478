/// Reading stored rows over a transaction's connection, which the reader and both stores' writers
/// of a whole-library copy share: they say which connection, the counting and reading come with it.
package protocol StoredRowsOverConnection: StoredRowReading {
    /// The kind of connection.
    associatedtype Connection: StoreConnection
    /// The transaction's connection.
    var db: Connection { get }
}

extension StoredRowsOverConnection {
    package func count(_ table: StoredTable) throws -> Int {
        try db.storedRowCount(table)
    }

    package func forEachBatch(of table: StoredTable, size: Int, _ body: ([StoredRow]) throws -> Void) throws {
        try db.forEachStoredBatch(of: table, size: size, body)
    }
}

/// A connection's stored rows, read inside a store's read transaction (see
/// ``LibraryCopyStore/readingStoredRows(_:)``).
package struct StoredRowReader<Connection: StoreConnection>: StoredRowsOverConnection {
    package let db: Connection

    /// Reads through `db`.
    package init(db: Connection) {
        self.db = db
    }
}
