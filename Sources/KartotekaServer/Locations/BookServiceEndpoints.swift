import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// The book's service: `GET /locations?country=` and `GET /catalog?q=`, exactly as its iOS
/// client expects them. Both are asked often and change rarely, so their answers are kept until
/// the store's data changes (here, or by the command line on the same file).
enum BookServiceEndpoints {
    static let endpoints = [locations, catalog]

    static let locations = Endpoint.api(
        Routes.BookService.locations, .everyone,
        Operation("Library locations whose country starts with a text (any case).", tag: .bookService),
        answer: .keptList(BookLocation.schema, "The locations; `[]` when none match.")
    ) { context in
        let key = plainKey(try context.query(Routes.BookService.country) ?? "")
        return KeptJSON(kept: try context.services.keptAnswers.locations.answer(for: key) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            return try encoder.encode(try context.store.locations(countryPrefix: key).map { BookLocation($0.location) })
        })
    }

    static let catalog = Endpoint.api(
        Routes.BookService.catalog, .everyone,
        Operation("Titles whose title starts with a text (any case), at most 50.", tag: .bookService),
        answer: .keptList(BookCatalogEntry.schema, "The titles; `[]` when none match.")
    ) { context in
        let prefix = try context.query(Routes.BookService.titlePrefix) ?? ""
        return KeptJSON(kept: try context.services.keptAnswers.catalog.answer(for: prefix) {
            BookCatalogEntry.json(try context.store.titles(titlePrefix: prefix, limit: 50).map { BookCatalogEntry($0.title) })
        })
    }

    /// The country prefix as the cache key: trimmed and lower-cased (plain ASCII letters, the
    /// usual case, without Foundation).
    private static func plainKey(_ country: String) -> String {
        if country.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) {
            return country.lowercased()
        }
        return country.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
