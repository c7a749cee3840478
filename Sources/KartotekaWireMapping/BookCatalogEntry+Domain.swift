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
    fileprivate static func contains(_ text: String, _ part: String) -> Bool {
        let haystack = Array(text.utf8)
        let needle = Array(part.utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
