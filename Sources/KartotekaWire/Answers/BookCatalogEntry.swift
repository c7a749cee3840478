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
        if title.bbk.trimmingCharacters(in: .whitespaces).hasPrefix("84") { return true }
        let words = title.keywords.map { $0.lowercased() }
        return words.contains { $0.contains("художественн") || $0 == "fiction" || $0 == "роман" }
    }
}
