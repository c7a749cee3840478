import Foundation

extension KartotekaClient {
    /// The book's `GET /locations?country=`: locations whose country starts with the text (any
    /// case); all of them for an empty text; `[]` when none match.
    public func locations(country: String) async throws(KartotekaClientError) -> [BookLocation] {
        try await send(Routes.BookService.locations, query: [Routes.BookService.country.item(country)])
    }

    /// The book's `GET /catalog?q=`: titles whose title starts with the text (any case), at most 50.
    public func catalog(prefix: String) async throws(KartotekaClientError) -> [BookCatalogEntry] {
        try await send(Routes.BookService.catalog, query: [Routes.BookService.titlePrefix.item(prefix)])
    }
}
