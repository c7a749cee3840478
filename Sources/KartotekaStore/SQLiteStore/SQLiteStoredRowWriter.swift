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
                try SQLiteSearchIndex.writeTitleEntry(db, id: record.id.rawValue, fields: fields, isNew: true)
                vocabulary.add(fields)
            }
        } else if table == .readers {
            for row in rows {
                let record = try ReaderColumns.decode(row)
                try SQLiteSearchIndex.writeReaderEntry(db, id: record.id.rawValue, reader: record.reader, isNew: true)
            }
        }
    }

    func finish() throws {
        try db.restoreLoanStatuses(onLoan)
        try db.applySearchVocabulary(vocabulary)
    }
}
