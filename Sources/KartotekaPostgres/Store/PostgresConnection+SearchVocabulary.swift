import KartotekaCore
import KartotekaStore

extension PostgresConnection {
    /// Writes vocabulary changes (the words' title counts, new words with their terms and
    /// spelling keys, words no title holds any more removed) in a few statements for all the
    /// words — as ``StoreConnection/applySearchVocabulary(_:)`` does word by word, which on a
    /// server costs a round trip per statement.
    func writeSearchVocabulary(_ changes: SearchVocabularyChanges) throws {
        let changed = changes.counts.filter { $0.value != 0 }.sorted { $0.key < $1.key }
        guard !changed.isEmpty else { return }
        let words = changed.map(\.key.text)
        let present = Set(try query("""
            UPDATE search_words s SET titles = s.titles + c.difference
            FROM unnest($1::text[], $2::bigint[]) AS c(word, difference) WHERE s.word = c.word RETURNING s.word
            """, values: [PostgresSQL.textArray(words), PostgresSQL.idArray(changed.map { Int64($0.value) })]) { $0.text(0) })
        let fewer = changed.filter { $0.value < 0 && present.contains($0.key.text) }.map(\.key.text)
        if !fewer.isEmpty {
            let removed = try query("DELETE FROM search_words WHERE word = ANY($1::text[]) AND titles <= 0 RETURNING word",
                                    values: [PostgresSQL.textArray(fewer)]) { $0.text(0) }
            try writeSpellingKeys(of: removed, statement: """
                DELETE FROM search_word_keys k USING unnest($1::text[], $2::text[]) AS d(key, word)
                WHERE k.key = d.key AND k.word = d.word
                """)
        }
        let added = changed.filter { $0.value > 0 && !present.contains($0.key.text) }
        guard !added.isEmpty else { return }
        let addedWords = added.map(\.key.text)
        let terms = try searchTerms(of: addedWords)
        // Another desk may be adding the same new word at this moment: its row is added to, not refused.
        _ = try run("""
            INSERT INTO search_words (word, term, titles) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])
            ON CONFLICT (word) DO UPDATE SET titles = search_words.titles + EXCLUDED.titles
            """,
                values: [PostgresSQL.textArray(addedWords), PostgresSQL.textArray(terms), PostgresSQL.idArray(added.map { Int64($0.value) })])
        try writeSpellingKeys(of: addedWords, statement: """
            INSERT INTO search_word_keys (key, word) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING
            """)
    }

    /// Runs `statement` with the spelling keys of `words` and their words as two text arrays.
    private func writeSpellingKeys(of words: [String], statement: String) throws {
        var keys: [String] = []
        var owners: [String] = []
        for word in words {
            for key in SpellingDistance.keys(of: word) {
                keys.append(key)
                owners.append(word)
            }
        }
        guard !keys.isEmpty else { return }
        _ = try run(statement, values: [PostgresSQL.textArray(keys), PostgresSQL.textArray(owners)])
    }
}
