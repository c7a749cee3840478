import KartotekaCore

/// Finds, for the words of a search that the catalogue does not hold, the nearest words it does
/// hold (``SpellingDistance``): of those one edit away (two for words of six letters or more),
/// the one most titles hold. `тостой` → `толстой`.
struct SpellingCorrection<Connection: StoreConnection> {
    let db: Connection

    /// The words with misspelt ones replaced, or `nil` when none has a near spelling.
    func suggestion(for search: SearchWords) throws -> SearchWords? {
        var replacements: [Int: String] = [:]
        for (index, word) in search.words.enumerated() where try isMisspelt(word, typing: search.lastIsPrefix && index == search.words.count - 1) {
            if let nearest = try nearest(to: word) { replacements[index] = nearest }
        }
        return replacements.isEmpty ? nil : search.replacing(replacements)
    }

    /// Whether a word may be misspelt: long enough, without digits, not a little word, and not a
    /// word of the catalogue (nor, while typed, the beginning of one).
    private func isMisspelt(_ word: String, typing: Bool) throws -> Bool {
        guard word.unicodeScalars.count >= SpellingDistance.shortestWord, !SearchStopWords.contains(word),
              !word.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) else { return false }
        if try db.searchWordTitles(word) != nil { return false }
        guard typing else { return true }
        return try db.searchWords(beginningWith: word, limit: 1).isEmpty
    }

    /// The nearest catalogue word, if one is near enough.
    private func nearest(to word: String) throws -> String? {
        let allowed = word.unicodeScalars.count >= 6 ? 2 : 1
        let keys = SpellingDistance.keys(of: word, leftOut: allowed)
        let candidates = try db.searchWords(sharingKeys: keys).compactMap { candidate in
            SpellingDistance.distance(word, candidate.word, limit: allowed).map { (candidate.word, candidate.titles, $0) }
        }
        return candidates.min { left, right in
            if left.2 != right.2 { return left.2 < right.2 }
            if left.1 != right.1 { return left.1 > right.1 }
            return left.0 < right.0
        }?.0
    }
}
