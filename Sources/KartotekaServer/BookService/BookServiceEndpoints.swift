import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// The book's service: `GET /locations?country=` and `GET /catalog?q=`, exactly as its iOS
/// client expects them. Both are asked often and change rarely, so their answers are kept until
/// the store's data changes (here, or by the command line on the same file).
final class BookServiceEndpoints: Sendable {
    private let store: any LibraryStore
    private let locationAnswers: AnswerCache
    private let catalogAnswers: AnswerCache

    init(store: any LibraryStore, budget: AnswerBudget) {
        self.store = store
        locationAnswers = AnswerCache(store: store, capacityBytes: budget.locationBytes)
        catalogAnswers = AnswerCache(store: store, capacityBytes: budget.catalogBytes)
    }

    func register(on router: inout Router) {
        router.add("GET", "/locations") { [self] request, _ in
            .json(try locations(country: request.queryValue("country") ?? ""))
        }
        router.add("GET", "/catalog") { [self] request, _ in
            .json(try catalog(titlePrefix: request.queryValue("q") ?? ""))
        }
    }

    private func locations(country: String) throws -> Data {
        let key = Self.plainKey(country)
        return try locationAnswers.answer(for: key) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            return try encoder.encode(try store.locations(countryPrefix: key).map { BookLocation($0.location) })
        }
    }

    /// The country prefix as the cache key: trimmed and lower-cased (plain ASCII letters, the
    /// usual case, without Foundation).
    private static func plainKey(_ country: String) -> String {
        if country.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) {
            return country.lowercased()
        }
        return country.trimmingCharacters(in: .whitespaces).lowercased()
    }

    private func catalog(titlePrefix: String) throws -> Data {
        try catalogAnswers.answer(for: titlePrefix) {
            let titles = try store.titles(titlePrefix: titlePrefix, limit: 50)
            return try WireJSON.encoder().encode(titles.map { BookCatalogEntry($0.title) })
        }
    }
}
