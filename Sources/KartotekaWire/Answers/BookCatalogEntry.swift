import Foundation
import KartotekaValues

/// A title as the book's `GET /catalog?q=` sends it.
public struct BookCatalogEntry: Codable, Sendable, Hashable {
    /// The title.
    public var title: String = ""
    /// The authors as `М. Ю. Лермонтов`.
    public var authors: [String] = []
    /// The ISBN with hyphens, or empty.
    public var isbn: String = ""
    /// The number of pages, or 0 when unknown.
    public var pageCount: Int = 0
    /// Whether the book is fiction.
    public var fiction: Bool = false

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension BookCatalogEntry: SchemaDescribed {
    public static let schema = Schema<BookCatalogEntry>.resource(
        "BookCatalogEntry", "A title as the book's `/catalog` returns it.",
        [
            .init("title", \.title), .init("authors", \.authors, "Authors as `М. Ю. Лермонтов`."),
            .init("isbn", \.isbn, "With hyphens; empty when unknown."),
            .init("pageCount", \.pageCount, .integer("0 when unknown.", minimum: 0)),
            .init("fiction", \.fiction, "BBK class 84, or keywords saying fiction."),
        ])
}
