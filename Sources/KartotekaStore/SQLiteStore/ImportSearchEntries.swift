/// The search-index rows of an import batch, written after the batch's records.
///
/// FTS5 flushes its pending entries to a new index segment at every savepoint, so indexing
/// each record inside its own savepoint wrote one tiny segment per record and spent most of the
/// import merging them. The rows of records whose savepoint was released are written here, in
/// the batch's transaction, once: still all or nothing with the batch.
struct ImportSearchEntries {
    struct Entry {
        let rowID: Int64
        let body: String
        /// Whether the row is new (inserted) or replaces an existing entry (updated).
        let isNew: Bool
    }

    var titles: [Entry] = []
    var readers: [Entry] = []

    mutating func append(_ other: ImportSearchEntries) {
        titles += other.titles
        readers += other.readers
    }

    func write(_ db: SQLiteConnection) throws {
        for entry in titles {
            if entry.isNew {
                try db.run("INSERT INTO title_search (rowid, body) VALUES (?, ?)", entry.rowID, entry.body)
            } else {
                try db.run("UPDATE title_search SET body = ? WHERE rowid = ?", entry.body, entry.rowID)
            }
        }
        for entry in readers {
            if entry.isNew {
                try db.run("INSERT INTO reader_search (rowid, body) VALUES (?, ?)", entry.rowID, entry.body)
            } else {
                try db.run("UPDATE reader_search SET body = ? WHERE rowid = ?", entry.body, entry.rowID)
            }
        }
    }
}
