import KartotekaCore
import KartotekaStore

/// PostgreSQL's search index: columns of the rows themselves — a title's search fields' words
/// (`search_title`, `search_authors`, `search_subjects`, `search_other`), from which the database
/// makes the weighted `search_vector` with its `kartoteka` text search configuration, and a
/// reader's `search_text` (``PostgresSearch``) — so nothing is kept beside a row; and the titles'
/// words in the vocabulary, written in a few statements for all of them.
package enum PostgresSearchIndex: StoreSearchIndex {
    /// The search field columns, in ``SearchField`` order.
    static let titleColumnNames = ["search_title", "search_authors", "search_subjects", "search_other"]

    /// The index's columns of each table that has some: none is copied, each store makes its own.
    package static let rowColumns = ["titles": titleColumnNames + ["search_vector"], "readers": ["search_text", "search_vector"]]

    /// The advisory lock key making the index once when several processes open the database
    /// ("KARTSRCH" in ASCII).
    private static let lockKey: Int64 = 0x4B41_5254_5352_4348

    package static func titleColumns(_ fields: TitleSearchFields) -> SearchColumns {
        (titleColumnNames, fields.wordTexts)
    }

    package static func readerColumns(_ reader: Reader) -> SearchColumns {
        (["search_text"], [PostgresSearch.text(of: reader)])
    }

    /// Nothing: the row carries its entry.
    package static func writeTitleEntry(_ db: PostgresConnection, id: Int64, fields: TitleSearchFields, isNew: Bool) throws {}

    /// Nothing: the row carries its entry.
    package static func writeReaderEntry(_ db: PostgresConnection, id: Int64, reader: Reader, isNew: Bool) throws {}

    /// Nothing: the entry goes with the row.
    package static func removeTitleEntry(_ db: PostgresConnection, id: Int64) throws {}

    /// Nothing: the entry goes with the row.
    package static func removeReaderEntry(_ db: PostgresConnection, id: Int64) throws {}

    package static func writeVocabulary(_ changes: SearchVocabularyChanges, on db: PostgresConnection) throws {
        try db.writeSearchVocabulary(changes)
    }

    /// Searched through the titles' `search_vector` (``PostgresTitleSearchBackend``).
    package static func searchTitles(_ db: PostgresConnection, _ query: CatalogQuery, today: String, branch: BranchID?) throws -> TitleSearchResult {
        try db.searchTitles(query, today: today, branch: branch) { filter in PostgresTitleSearchBackend(db: db, filter: filter) }
    }

    /// A `tsquery` match of `search_text`'s vector (``PostgresSearch/query(_:)``).
    package static func readerCondition(_ text: String) -> (condition: (String) -> String, value: String)? {
        PostgresSearch.query(text).map { match in (condition: { placeholder in "r.search_vector @@ \(placeholder)::tsquery" }, value: match) }
    }

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
                    try db.run("UPDATE titles SET \(PostgresConnection.assignments(titleColumnNames.joined(separator: ", "))) WHERE id = $5",
                               values: fields.wordTexts + [record.id.rawValue])
                    changes.add(fields)
                }
                after = last.id.rawValue
            }
            try db.writeSearchVocabulary(changes)
        }
    }
}
