import KartotekaCore
import KartotekaStore

/// The PostgreSQL side of a title's search entries: its search fields' words (`search_title`,
/// `search_authors`, `search_subjects`, `search_other`), from which the database makes the
/// weighted `search_vector` with its `kartoteka` text search configuration, and its words in the
/// vocabulary.
enum PostgresTitleIndex {
    /// The search field columns, in ``SearchField`` order.
    static let columns = "search_title, search_authors, search_subjects, search_other"

    /// The advisory lock key making the index once when several processes open the database
    /// ("KARTSRCH" in ASCII).
    private static let lockKey: Int64 = 0x4B41_5254_5352_4348

    /// Makes every title's search fields and the vocabulary, when there are titles but no
    /// vocabulary yet: after the migration that brought this index.
    static func buildIfMissing(_ db: PostgresConnection) throws {
        try db.transaction(begin: "BEGIN") {
            try db.run("SELECT pg_advisory_xact_lock($1)", lockKey)
            let missing = try db.first("SELECT EXISTS (SELECT 1 FROM titles) AND NOT EXISTS (SELECT 1 FROM search_words)") {
                try $0.bool(0)
            } ?? false
            guard missing else { return }
            var changes = SearchVocabularyChanges()
            var after: Int64 = 0
            while true {
                let titles = try db.query("SELECT \(TitleColumns.select) FROM titles t WHERE t.id > $1 ORDER BY t.id LIMIT 2000",
                                          after) { try TitleColumns.decode($0) }
                guard let last = titles.last else { break }
                for record in titles {
                    let fields = TitleSearchFields(record.title)
                    try db.run("UPDATE titles SET \(PostgresSQL.assignments(columns)) WHERE id = $5",
                               values: fields.wordTexts + [record.id.rawValue])
                    changes.add(fields)
                }
                after = last.id.rawValue
            }
            try db.writeSearchVocabulary(changes)
        }
    }
}
