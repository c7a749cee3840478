import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import Synchronization

/// The book's service: `GET /locations?country=` and `GET /catalog?q=`, exactly as its iOS
/// client expects them. Answers for `/locations` are cached (they change rarely and are asked
/// often) and the cache is dropped whenever staff change a location.
final class BookServiceEndpoints: Sendable {
    private let store: any LibraryStore
    private let clock: any LibraryClock
    private let cache = Mutex<(loadedAt: Date, answers: [String: Data])>((.distantPast, [:]))
    /// How long a cached answer is used: changes made outside this server (the CLI) show up after it.
    private let cacheLifetime: TimeInterval = 2

    init(store: any LibraryStore, clock: any LibraryClock) {
        self.store = store
        self.clock = clock
    }

    func register(on router: inout Router) {
        router.add("GET", "/locations") { [self] request, _ in
            .json(try locations(country: request.queryValue("country") ?? ""))
        }
        router.add("GET", "/catalog") { [store] request, _ in
            let titles = try store.titles(titlePrefix: request.queryValue("q") ?? "", limit: 50)
            return .json(try WireJSON.encoder().encode(titles.map { BookCatalogEntry($0.title) }))
        }
    }

    /// Forgets cached answers.
    func invalidate() {
        cache.withLock { $0 = (.distantPast, [:]) }
    }

    private func locations(country: String) throws -> Data {
        let key = country.trimmingCharacters(in: .whitespaces).lowercased()
        let now = clock.now()
        if let cached = cache.withLock({ state -> Data? in
            now.timeIntervalSince(state.loadedAt) < cacheLifetime && now >= state.loadedAt ? state.answers[key] : nil
        }) {
            return cached
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let answer = try encoder.encode(try store.locations(countryPrefix: key).map { BookLocation($0.location) })
        cache.withLock { state in
            if !(now.timeIntervalSince(state.loadedAt) < cacheLifetime && now >= state.loadedAt) {
                state = (now, [:])
            }
            if state.answers.count < 1_000 { state.answers[key] = answer }
        }
        return answer
    }
}
