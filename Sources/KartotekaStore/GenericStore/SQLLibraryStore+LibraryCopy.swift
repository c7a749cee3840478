/// A whole library read and written row for row (``LibraryCopy``): read through the rows' SQL both
/// databases share, written by the database's own writer (search entries, numbering).
extension SQLLibraryStore {
    package func readingStoredRows<T: Sendable>(_ body: (any StoredRowReading) throws -> T) throws -> T {
        try read { db in try body(StoredRowReader(db: db)) }
    }

    package func writingStoredRows<T: Sendable>(_ body: (any StoredRowWriting) throws -> T) throws -> T {
        try write { db in try body(Database.storedRowWriter(db)) }
    }
}
