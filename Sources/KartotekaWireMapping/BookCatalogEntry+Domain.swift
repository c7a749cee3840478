import Foundation
import KartotekaCore
import KartotekaWire

extension BookCatalogEntry {
    /// The entry for a catalogued title.
    public init(_ title: Title) {
        self.init()
        self.title = title.title
        authors = title.authors.map(\.initialsFirst)
        isbn = title.isbn?.hyphenated ?? ""
        pageCount = title.pages ?? 0
        fiction = BookCatalogEntry.isFiction(title)
    }
}

extension BookCatalogEntry {
    /// BBK class 84 is fiction (художественная литература); so are titles keyed as such.
    static func isFiction(_ title: Title) -> Bool {
        // Told on the scalars, leading spaces (`CharacterSet.whitespaces`: tab and Unicode's
        // space separators) left out without Foundation: this runs for every title the book's
        // catalogue answers with, and many BBK indices begin with a Cyrillic letter.
        let bbk = title.bbk.unicodeScalars.drop { scalar in
            scalar == " " || scalar == "\t" || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        if bbk.starts(with: "84".unicodeScalars) { return true }
        return title.keywords.contains { keyword in
            let word = SearchText.fold(keyword)
            return contains(word, "художественн") || word == "fiction" || word == "роман"
        }
    }

    /// Whether `text` holds `part`, compared byte by byte.
    fileprivate static func contains(_ text: String, _ part: String) -> Bool {
        let haystack = Array(text.utf8)
        let needle = Array(part.utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
