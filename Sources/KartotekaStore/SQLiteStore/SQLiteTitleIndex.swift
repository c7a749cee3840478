import KartotekaCore

/// The SQLite side of a title's search entries: its row of `title_search` (one column per
/// ``SearchField``, stemmed by the `kartoteka` tokenizer) and its words in the vocabulary.
enum SQLiteTitleIndex {
    /// Adds a title's row to `title_search`.
    static func insert(_ db: SQLiteConnection, id: Int64, fields: TitleSearchFields) throws {
        try db.run("INSERT INTO title_search (rowid, title, authors, subjects, other) VALUES (?1, ?2, ?3, ?4, ?5)",
                   values: [id as any DatabaseValueConvertible] + fields.texts)
    }

    /// Replaces a title's row of `title_search`.
    static func update(_ db: SQLiteConnection, id: Int64, fields: TitleSearchFields) throws {
        try db.run("UPDATE title_search SET title = ?2, authors = ?3, subjects = ?4, other = ?5 WHERE rowid = ?1",
                   values: [id as any DatabaseValueConvertible] + fields.texts)
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
                    try insert(db, id: record.id.rawValue, fields: fields)
                    changes.add(fields)
                }
                after = last.id.rawValue
            }
            try db.applySearchVocabulary(changes)
        }
    }
}
