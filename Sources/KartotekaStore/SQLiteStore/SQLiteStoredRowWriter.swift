/// The SQLite side of a whole-library copy: rows written as they are, each title and reader
/// with its search entry (the FTS5 row whose rowid is its id), and the titles' search vocabulary.
final class SQLiteStoredRowWriter: StoredRowWriting, StoredRowsOverConnection {
    /// The write transaction's connection.
    let db: SQLiteConnection
    /// The copies that were on loan, marked so again by ``finish()``.
    private var onLoan: [Int64] = []
    /// The copied titles' words, written by ``finish()``.
    private var vocabulary = SearchVocabularyChanges()

    init(db: SQLiteConnection) {
        self.db = db
    }

    func removeEverything() throws {
        try db.removeStoredRows()
        try db.execute("DELETE FROM title_search; DELETE FROM reader_search")
        try db.removeSearchVocabulary()
    }

    func insert(_ rows: [StoredRow], into table: StoredTable) throws {
        onLoan += try db.insertStoredRows(rows, into: table)
        if table == .titles {
            for row in rows {
                let record = try TitleColumns.decode(row)
                let fields = TitleSearchFields(record.title)
                try SQLiteTitleIndex.insert(db, id: record.id.rawValue, fields: fields)
                vocabulary.add(fields)
            }
        } else if table == .readers {
            for row in rows {
                let record = try ReaderColumns.decode(row)
                try db.run("INSERT INTO reader_search (rowid, body) VALUES (?, ?)", record.id.rawValue, SearchIndex.body(of: record.reader))
            }
        }
    }

    func finish() throws {
        try db.restoreLoanStatuses(onLoan)
        try db.applySearchVocabulary(vocabulary)
    }
}

extension SQLiteLibraryStore: LibraryCopyStore {
    package func readingStoredRows<T: Sendable>(_ body: (any StoredRowReading) throws -> T) throws -> T {
        try read { db in try body(StoredRowReader(db: db)) }
    }

    package func writingStoredRows<T: Sendable>(_ body: (any StoredRowWriting) throws -> T) throws -> T {
        try write { db in try body(SQLiteStoredRowWriter(db: db)) }
    }
}
