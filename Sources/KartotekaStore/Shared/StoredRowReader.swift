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

