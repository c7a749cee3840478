import Foundation
import Testing
import KartotekaCore
@testable import KartotekaMetadata

@Suite("Lookup order, fallback and cache")
struct MetadataLookupTests {
    static let lermontov = try! ISBN(parsing: "9785170795857")
    static let twain = try! ISBN(parsing: "0451526538")
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// One loopback server playing both providers.
    static func lookup(_ server: StubServer, cache: (any MetadataCache)? = nil) -> MetadataLookup {
        MetadataLookup(providers: [
            GoogleBooksProvider(configuration: .init(baseURL: server.baseURL, timeout: .seconds(5))),
            OpenLibraryProvider(configuration: .init(baseURL: server.baseURL, timeout: .seconds(5))),
        ], cache: cache)
    }

    @Test func googleFirstWhenItKnowsTheBook() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-9785170795857.json"),
                                     "/api/books": .fixture("openlibrary-no-match.json")])
        let result = try await Self.lookup(server).lookup(Self.lermontov)
        #expect(result.candidates.map(\.source) == ["Google Books"])
        #expect(result.failures.isEmpty && !result.fromCache)
        #expect(try server.requests().map(\.target).allSatisfy { $0.hasPrefix("/books/") })
    }

    @Test func aGoogleMissFallsBackToOpenLibrary() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-no-match.json"),
                                     "/api/books": .fixture("openlibrary-books-0451526538.json")])
        let result = try await Self.lookup(server).lookup(Self.twain)
        #expect(result.candidates.map(\.title) == ["The adventures of Tom Sawyer"])
        #expect(result.candidates.first?.source == "Open Library")
        #expect(result.failures.isEmpty)
        #expect(try server.requests().map { $0.target.prefix(10) } == ["/books/v1/", "/api/books"])
    }

    @Test func aFailingProviderIsReportedBesideTheAnswer() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-429-quota.json", status: 429),
                                     "/api/books": .fixture("openlibrary-books-0451526538.json")])
        let result = try await Self.lookup(server).lookup(Self.twain)
        #expect(result.candidates.first?.source == "Open Library")
        #expect(result.failures == [.quotaExceeded(provider: "Google Books")])
    }

    @Test func theConfiguredOrderIsKept() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-9785170795857.json"),
                                     "/api/books": .text("{\"ISBN:9785170795857\": {\"title\": \"Герой нашего времени (OL)\"}}")])
        var lookup = Self.lookup(server)
        lookup.providers.reverse()
        #expect(try await lookup.lookup(Self.lermontov).candidates.map(\.source) == ["Open Library"])
    }

    @Test func nobodyKnowsIt() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-no-match.json"),
                                     "/api/books": .fixture("openlibrary-no-match.json")])
        let error = await #expect(throws: MetadataError.noMatch(isbn: Self.twain, failures: [])) {
            try await Self.lookup(server).lookup(Self.twain)
        }
        #expect(error?.kind == .notFound)
        #expect(error?.message.russian == "Книга с ISBN 978-0-451-52653-3 не найдена. Заполните карточку вручную.")
    }

    @Test func aMissWithAFailureSaysBoth() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-403-unknown-location.json", status: 403),
                                     "/api/books": .fixture("openlibrary-no-match.json")])
        let error = await #expect(throws: MetadataError.noMatch(isbn: Self.twain, failures: [.locationRefused(provider: "Google Books")])) {
            try await Self.lookup(server).lookup(Self.twain)
        }
        #expect(error?.message.english.contains("country=RU") == true)
    }

    @Test func everyProviderFailing() async throws {
        let closed = try StubServer.closedPortURL()
        let lookup = MetadataLookup(providers: [
            GoogleBooksProvider(configuration: .init(baseURL: closed)),
            OpenLibraryProvider(configuration: .init(baseURL: closed)),
        ])
        await #expect(throws: MetadataError.allProvidersFailed([.unreachable(provider: "Google Books"), .unreachable(provider: "Open Library")])) {
            try await lookup.lookup(Self.twain)
        }
        let single = MetadataLookup(providers: [OpenLibraryProvider(configuration: .init(baseURL: closed))])
        #expect(throws: MetadataError.unreachable(provider: "Open Library")) { try single.lookup(Self.twain) }
        #expect(throws: MetadataError.noProviders) { try MetadataLookup(providers: []).lookup(Self.twain) }
    }

    @Test func hitsAreCachedUntilTheyExpire() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-9785170795857.json")])
        let clock = FixedClock(Self.start)
        let cache = InMemoryMetadataCache(clock: clock, hitLifetime: .seconds(3_600), missLifetime: .seconds(60))
        let lookup = Self.lookup(server, cache: cache)
        let first = try await lookup.lookup(Self.lermontov)
        let second = try await lookup.lookup(Self.lermontov)
        #expect(!first.fromCache && second.fromCache)
        #expect(second.candidates == first.candidates)
        #expect(try server.requests().count == 1)
        clock.set(Self.start.addingTimeInterval(3_599))
        #expect(try await lookup.lookup(Self.lermontov).fromCache)
        clock.set(Self.start.addingTimeInterval(3_601))
        #expect(try await !lookup.lookup(Self.lermontov).fromCache)
        #expect(try server.requests().count == 2)
    }

    @Test func missesAreCachedForTheirOwnShorterTime() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-no-match.json"),
                                     "/api/books": .fixture("openlibrary-no-match.json")])
        let clock = FixedClock(Self.start)
        let cache = InMemoryMetadataCache(clock: clock, hitLifetime: .seconds(3_600), missLifetime: .seconds(60))
        let lookup = Self.lookup(server, cache: cache)
        for _ in 0..<3 {
            await #expect(throws: MetadataError.noMatch(isbn: Self.twain, failures: [])) { try await lookup.lookup(Self.twain) }
        }
        #expect(try server.requests().count == 2)
        clock.set(Self.start.addingTimeInterval(61))
        await #expect(throws: MetadataError.noMatch(isbn: Self.twain, failures: [])) { try await lookup.lookup(Self.twain) }
        #expect(try server.requests().count == 4)
    }

    @Test func failuresAreNotCached() async throws {
        let server = try StubServer(["/books/v1/volumes": .fixture("google-books-429-quota.json", status: 429),
                                     "/api/books": .fixture("openlibrary-no-match.json")])
        let cache = InMemoryMetadataCache(clock: FixedClock(Self.start))
        let lookup = Self.lookup(server, cache: cache)
        for _ in 0..<2 {
            await #expect(throws: MetadataError.noMatch(isbn: Self.twain, failures: [.quotaExceeded(provider: "Google Books")])) {
                try await lookup.lookup(Self.twain)
            }
        }
        #expect(cache.count == 0)
        #expect(try server.requests().count == 4)
    }

    @Test func theCacheKeepsItsCapacity() throws {
        let clock = FixedClock(Self.start)
        let cache = InMemoryMetadataCache(clock: clock, hitLifetime: .seconds(100), missLifetime: .seconds(10), capacity: 2)
        let first = try ISBN(parsing: "9785170795857")
        let second = try ISBN(parsing: "0451526538")
        let third = try ISBN(parsing: "9785041234560")
        cache.store(.found([MetadataCandidate(source: "Test", isbn: first, title: "A")]), for: first)
        cache.store(.notFound, for: second)
        cache.store(.found([MetadataCandidate(source: "Test", isbn: third, title: "C")]), for: third)
        #expect(cache.count == 2)
        #expect(cache.cached(second) == nil)  // the soonest to expire made room
        #expect(cache.cached(first) != nil && cache.cached(third) != nil)
    }
}
