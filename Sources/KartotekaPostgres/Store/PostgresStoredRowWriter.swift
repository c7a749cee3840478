import KartotekaStore

/// The PostgreSQL side of a whole-library copy: rows written as they are, titles with their
/// search fields and vocabulary and readers with their search text, and the numbering of new rows
/// moved past the copied ids.
final class PostgresStoredRowWriter: StoredRowWriting, StoredRowsOverConnection {
    /// The write transaction's connection.
    let db: PostgresConnection
    /// The copies that were on loan, marked so again by ``finish()``.
    private var onLoan: [Int64] = []
    /// The copied titles' words, written by ``finish()``.
    private var vocabulary = SearchVocabularyChanges()

    init(db: PostgresConnection) {
        self.db = db
    }

    func removeEverything() throws {
        try db.removeStoredRows()
        try db.removeSearchVocabulary()
    }

    func insert(_ rows: [StoredRow], into table: StoredTable) throws {
        switch table {
        case .titles:
            try db.insertStoredRows(rows, into: table, extra: PostgresSearchIndex.titleColumnNames) { row in
                let fields = TitleSearchFields(try TitleColumns.decode(row).title)
                vocabulary.add(fields)
                return fields.wordTexts.map(DatabaseValue.text)
            }
        case .readers:
            try db.insertStoredRows(rows, into: table, extra: ["search_text"]) { row in
                [.text(PostgresSearch.text(of: try ReaderColumns.decode(row).reader))]
            }
        default:
            onLoan += try db.insertStoredRows(rows, into: table)
        }
    }

    func finish() throws {
        try db.restoreLoanStatuses(onLoan)
        try db.writeSearchVocabulary(vocabulary)
        for table in StoredTable.all where table.key == "id" {
            try db.execute("SELECT setval(pg_get_serial_sequence('\(table.name)', 'id'), coalesce(max(id), 0) + 1, false) FROM \(table.name)")
        }
    }
}
