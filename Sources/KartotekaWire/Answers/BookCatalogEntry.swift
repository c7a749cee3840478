import Foundation
import KartotekaCore

/// A title as the book's `GET /catalog?q=` sends it.
public struct BookCatalogEntry: Codable, Sendable, Hashable {
    /// The title.
    public var title: String
    /// The authors as `М. Ю. Лермонтов`.
    public var authors: [String]
    /// The ISBN with hyphens, or empty.
    public var isbn: String
    /// The number of pages, or 0 when unknown.
    public var pageCount: Int
    /// Whether the book is fiction.
    public var fiction: Bool

    /// The entry for a catalogued title.
    public init(_ title: Title) {
        self.title = title.title
        authors = title.authors.map(\.initialsFirst)
        isbn = title.isbn?.hyphenated ?? ""
        pageCount = title.pages ?? 0
        fiction = BookCatalogEntry.isFiction(title)
    }

    /// BBK class 84 is fiction (художественная литература); so are titles keyed as such.
    static func isFiction(_ title: Title) -> Bool {
        // Told on the bytes: this runs for every title the book's catalogue answers with.
        let bbk = title.bbk.utf8.drop { $0 == 0x20 || $0 == 0x09 }
        if bbk.first.map({ $0 >= 0x80 }) == true {
            if title.bbk.trimmingCharacters(in: .whitespaces).hasPrefix("84") { return true }
        } else if bbk.starts(with: "84".utf8) {
            return true
        }
        return title.keywords.contains { keyword in
            let word = SearchText.fold(keyword)
            return contains(word, "художественн") || word == "fiction" || word == "роман"
        }
    }

    /// Whether `text` holds `part`, compared byte by byte.
    private static func contains(_ text: String, _ part: String) -> Bool {
        let haystack = Array(text.utf8)
        let needle = Array(part.utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
