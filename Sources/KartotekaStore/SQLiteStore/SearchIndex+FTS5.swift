import KartotekaCore

/// How a person's words become an FTS5 query.
extension SearchIndex {
    /// Every word as a prefix, all required: `лер* гер*`. `nil` when the text has no words.
    static func matchExpression(_ text: String) -> String? {
        let words = SearchText.words(text)
        guard !words.isEmpty else { return nil }
        return words.prefix(8).map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"*" }.joined(separator: " ")
    }
}
