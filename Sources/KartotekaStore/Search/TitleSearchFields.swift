import KartotekaCore

/// What the catalogue's search index holds of a title, field by field (``SearchField``): the
/// title; the authors' surnames, initials and given names; the subtitle and keywords; the
/// annotation, publisher and place. Identifiers (ISBN, classes, author sign, inventory numbers)
/// are found by their own look-ups, not as words.
package struct TitleSearchFields: Sendable, Hashable {
    /// The text of each field, in ``SearchField`` order.
    package let texts: [String]

    /// The fields of a title.
    package init(_ title: Title) {
        let authors = title.authors.flatMap { [$0.surname, $0.initials, $0.givenNames] }
        texts = [
            title.title,
            authors.filter { !$0.isEmpty }.joined(separator: " "),
            ([title.subtitle] + title.keywords).filter { !$0.isEmpty }.joined(separator: "\n"),
            [title.annotation, title.publisher, title.city].filter { !$0.isEmpty }.joined(separator: "\n"),
        ].map(SearchText.composed)
    }

    /// Each field's words, folded, one space apart: what PostgreSQL's text search is given.
    package var wordTexts: [String] {
        texts.map { SearchText.words($0).joined(separator: " ") }
    }

    /// The distinct words of all fields: what the title adds to the search vocabulary.
    package var words: Set<SearchWordKey> {
        var words: Set<SearchWordKey> = []
        let scanner = SearchWordScanner()
        for var text in texts {
            text.withUTF8 { bytes in
                scanner.scan(bytes) { word, _, _ in words.insert(SearchWordKey(String(decoding: word, as: UTF8.self))) }
            }
        }
        return words
    }
}
