import KartotekaCore

/// SQLite's search index: FTS5 tables beside the rows, whose rowid is the row's id —
/// `title_search` (one column per ``SearchField``, stemmed by the `kartoteka` tokenizer) and
/// `reader_search` (a reader's folded text, ``SearchIndex/body(of:)``) — and the titles' words in
/// the vocabulary, written word by word (each statement costs no round trip here).
package enum SQLiteSearchIndex: StoreSearchIndex {
    /// The index's tables (FTS5 keeps its own `…_data`, `…_idx`… beside each): none is copied,
    /// each store makes its own.
    package static let tables = ["title_search", "reader_search"]

    /// None: the entries are kept beside the rows.
    package static func titleColumns(_ fields: TitleSearchFields) -> SearchColumns {
        ([], [])
    }

    /// None: the entries are kept beside the rows.
    package static func readerColumns(_ reader: Reader) -> SearchColumns {
        ([], [])
    }

    package static func writeTitleEntry(_ db: SQLiteConnection, id: Int64, fields: TitleSearchFields, isNew: Bool) throws {
        try db.run(isNew ? "INSERT INTO title_search (rowid, title, authors, subjects, other) VALUES (?1, ?2, ?3, ?4, ?5)"
                         : "UPDATE title_search SET title = ?2, authors = ?3, subjects = ?4, other = ?5 WHERE rowid = ?1",
                   values: [id as any DatabaseValueConvertible] + fields.texts)
    }

    package static func writeReaderEntry(_ db: SQLiteConnection, id: Int64, reader: Reader, isNew: Bool) throws {
        try db.run(isNew ? "INSERT INTO reader_search (rowid, body) VALUES (?1, ?2)" : "UPDATE reader_search SET body = ?2 WHERE rowid = ?1",
                   id, SearchIndex.body(of: reader))
    }

    package static func removeTitleEntry(_ db: SQLiteConnection, id: Int64) throws {
        try db.run("DELETE FROM title_search WHERE rowid = ?", id)
    }

    package static func removeReaderEntry(_ db: SQLiteConnection, id: Int64) throws {
        try db.run("DELETE FROM reader_search WHERE rowid = ?", id)
    }

    package static func writeVocabulary(_ changes: SearchVocabularyChanges, on db: SQLiteConnection) throws {
        try db.applySearchVocabulary(changes)
    }

    /// Searched through FTS5 (``SQLiteTitleSearchBackend``).
    package static func searchTitles(_ db: SQLiteConnection, _ query: CatalogQuery, today: String, branch: BranchID?) throws -> TitleSearchResult {
        try db.searchTitles(query, today: today, branch: branch) { filter in SQLiteTitleSearchBackend(db: db, filter: filter) }
    }

    /// An FTS5 match of `reader_search` (``SearchIndex/matchExpression(_:)``).
    package static func readerCondition(_ text: String) -> (condition: (String) -> String, value: String)? {
        SearchIndex.matchExpression(text).map { match in
            (condition: { placeholder in "r.id IN (SELECT rowid FROM reader_search WHERE reader_search MATCH \(placeholder))" }, value: match)
        }
    }

    /// Makes every title's search entries, when there are titles but no vocabulary yet: after
    /// the migration that brought this index (or should its making have been cut short).
    static func buildIfMissing(_ db: SQLiteConnection) throws {
        let missing = try db.query("SELECT EXISTS (SELECT 1 FROM titles) AND NOT EXISTS (SELECT 1 FROM search_words)") {
            try $0.int64(0) != 0
        }.first ?? false
        guard missing else { return }
        try db.transaction(immediate: true) {
            try db.execute("DELETE FROM title_search")
            try db.removeSearchVocabulary()
            var changes = SearchVocabularyChanges()
            var after: Int64 = 0
            while true {
                let titles = try db.query("SELECT \(TitleColumns.select) FROM titles t WHERE t.id > ? ORDER BY t.id LIMIT 2000", after) {
                    try TitleColumns.decode($0)
                }
                guard let last = titles.last else { break }
                for record in titles {
                    let fields = TitleSearchFields(record.title)
                    try writeTitleEntry(db, id: record.id.rawValue, fields: fields, isNew: true)
                    changes.add(fields)
                }
                after = last.id.rawValue
            }
            try db.applySearchVocabulary(changes)
        }
    }
}
