import KartotekaCore

/// What the catalogue's search index holds of a title, field by field (``SearchField``): the
/// title; the authors' surnames, initials and given names; the subtitle and keywords; the
/// publisher, place and annotation (each plain text field where ``TitleFields`` says). Identifiers (ISBN, classes, author sign, inventory numbers)
/// are found by their own look-ups, not as words.
package struct TitleSearchFields: Sendable, Hashable {
    /// The text of each field, in ``SearchField`` order.
    package let texts: [String]

    /// The fields of a title: its plain text fields at their ``FieldDescriptor/search`` field,
    /// in the table's order, with every author's name and the keywords, which the title keeps
    /// composed.
    package init(_ title: Title) {
        var pieces = Self.searched.map { field in field.map { title[keyPath: $0] } }
        pieces[SearchField.subjects.rawValue] += title.keywords
        texts = pieces.enumerated().map { index, field in
            guard index != SearchField.authors.rawValue else {
                return title.authors.flatMap { [$0.surname, $0.initials, $0.givenNames] }.filter { !$0.isEmpty }.joined(separator: " ")
            }
            return field.filter { !$0.isEmpty }.joined(separator: "\n")
        }.map(SearchText.composed)
    }

    /// The plain text fields searched as words, by the search field they go to.
    private static let searched = SearchField.allCases.map { field in TitleFields.all.compactMap { $0.search == field ? $0.text : nil } }

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
