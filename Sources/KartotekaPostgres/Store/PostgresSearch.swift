import KartotekaCore
import KartotekaStore

/// What the readers' `search_text` column holds and how a person's words become a `tsquery`
/// for it. (Titles are searched through ``PostgresTitleSearchBackend``.)
///
/// The words are cut and folded here, in Swift, the same way for the text stored and the query
/// (case and `ё`/`е` do not matter, anything but letters and digits separates words), and the
/// database builds its `tsvector` from them as they are (`array_to_tsvector`): the matches do not
/// depend on the server's locale or text-search parser, and are those of the SQLite store.
enum PostgresSearch {
    /// The stored search text of a reader.
    static func text(of reader: Reader) -> String {
        SearchText.words(SearchIndex.body(of: reader)).joined(separator: " ")
    }

    /// Every word as a prefix, all required: `'лер':* & 'гер':*`. `nil` when the text has no words.
    static func query(_ text: String) -> String? {
        let words = SearchText.words(text)
        guard !words.isEmpty else { return nil }
        return words.prefix(8).map { word in
            "'" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''") + "':*"
        }.joined(separator: " & ")
    }
}
