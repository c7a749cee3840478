import Foundation
import KartotekaValues

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
