import KartotekaCore

/// The search vocabulary, the same in both stores: every word the catalogue's titles hold
/// (`search_words`: the folded word, its term in the index, how many titles hold it) and the
/// spelling keys of each (`search_word_keys`, see ``SpellingDistance/keys(of:)``). The last word
/// typed is looked up here by its beginning, and a misspelt word's nearest spellings are found
/// through its keys.
extension StoreConnection {
    /// Writes gathered vocabulary changes: words gain or lose titles; a new word gets its term
    /// and spelling keys, and a word no title holds any more goes with its keys.
    package func applySearchVocabulary(_ changes: SearchVocabularyChanges) throws {
        let changed = changes.counts.filter { $0.value != 0 }.sorted { $0.key < $1.key }
        guard !changed.isEmpty else { return }
        var added: [(word: String, titles: Int)] = []
        for (key, difference) in changed {
            let word = key.text
            if try change("UPDATE search_words SET titles = titles + \(Self.p(1)) WHERE word = \(Self.p(2))", values: [difference, word]) == 0 {
                added.append((word, difference))
            } else if difference < 0,
                      try change("DELETE FROM search_words WHERE word = \(Self.p(1)) AND titles <= 0", values: [word]) > 0 {
                for spelling in SpellingDistance.keys(of: word) {
                    _ = try change("DELETE FROM search_word_keys WHERE key = \(Self.p(1)) AND word = \(Self.p(2))", values: [spelling, word])
                }
            }
        }
        let terms = try searchTerms(of: added.map(\.word))
        for ((word, titles), term) in zip(added, terms) where titles > 0 {
            _ = try change("INSERT INTO search_words (word, term, titles) VALUES (\(Self.p(1)), \(Self.p(2)), \(Self.p(3)))",
                           values: [word, term, titles])
            for spelling in SpellingDistance.keys(of: word) {
                _ = try change("INSERT INTO search_word_keys (key, word) VALUES (\(Self.p(1)), \(Self.p(2))) ON CONFLICT DO NOTHING",
                               values: [spelling, word])
            }
        }
    }

    /// Removes the whole vocabulary (before it is made again from every title).
    package func removeSearchVocabulary() throws {
        _ = try change("DELETE FROM search_word_keys", values: [])
        _ = try change("DELETE FROM search_words", values: [])
    }

    /// The catalogue's words that begin with `prefix`, the most common first, one for each
    /// term (the most common form of it).
    package func searchWords(beginningWith prefix: String, limit: Int) throws -> [String] {
        let found = try query("""
            SELECT word, term FROM search_words WHERE word >= \(Self.p(1)) AND word < \(Self.p(2))
            ORDER BY titles DESC, word LIMIT \(Self.p(3))
            """, values: [prefix, prefix + "\u{10FFFF}", limit * 4]) { ($0.text(0), $0.text(1)) }
        var terms: Set<String> = []
        return Array(found.filter { terms.insert($0.1).inserted }.map(\.0).prefix(limit))
    }

    /// Those of `words` that are the catalogue's words.
    package func searchWords(among words: [String]) throws -> Set<String> {
        guard !words.isEmpty else { return [] }
        return Set(try query("SELECT word FROM search_words WHERE word IN (\(Self.parameters(words.count)))", values: words) { $0.text(0) })
    }

    /// How many titles hold the word; `nil` when none does.
    package func searchWordTitles(_ word: String) throws -> Int? {
        try first("SELECT titles FROM search_words WHERE word = \(Self.p(1))", word) { try $0.int(0) }
    }

    /// The catalogue's words that share a spelling key with one of `keys`, with how many titles
    /// hold each.
    package func searchWords(sharingKeys keys: [String]) throws -> [(word: String, titles: Int)] {
        guard !keys.isEmpty else { return [] }
        return try query("""
            SELECT DISTINCT w.word, w.titles FROM search_word_keys k JOIN search_words w ON w.word = k.word
            WHERE k.key IN (\(Self.parameters(keys.count)))
            """, values: keys) { ($0.text(0), try $0.int(1)) }
    }
}
