import Foundation
import Testing
import KartotekaCore
@testable import KartotekaMetadata

@Suite("Google Books against a loopback server")
struct GoogleBooksProviderTests {
    static let lermontov = try! ISBN(parsing: "9785170795857")
    static let volumes = "/books/v1/volumes"

    static func provider(_ server: StubServer, key: String? = nil, country: String? = nil,
                         timeout: Duration = .seconds(5)) -> GoogleBooksProvider {
        GoogleBooksProvider(configuration: .init(baseURL: server.baseURL + "/", apiKey: key, country: country, timeout: timeout))
    }

    @Test func aHitBecomesACandidateAndAForm() throws {
        let server = try StubServer([Self.volumes + "?q=isbn:9785170795857": .fixture("google-books-9785170795857.json")])
        let candidates = try Self.provider(server).lookup(Self.lermontov)
        let candidate = try #require(candidates.first)
        #expect(candidates.count == 1)
        #expect(candidate.source == "Google Books")
        #expect(candidate.title == "Герой нашего времени")
        #expect(candidate.subtitle == "роман")
        #expect(candidate.authors == [PersonName(surname: "Лермонтов", givenNames: "Михаил")])
        #expect(candidate.publisher == "АСТ")
        #expect(candidate.year == 2018)
        #expect(candidate.pages == 414)
        #expect(candidate.language == "rus")
        #expect(candidate.annotation == "Роман в пяти частях. Печорин и его журнал.")
        #expect(candidate.price == nil)
        #expect(candidate.coverURL?.hasPrefix("https://books.google.com/books/content?id=PLACEHOLDER01") == true)
        #expect(candidate.city.isEmpty)

        let draft = candidate.titleDraft()
        #expect(draft.isbn == "978-5-17-079585-7")
        #expect(draft.authorSurname == "Лермонтов" && draft.authorInitials == "М." && draft.authorGivenNames == "Михаил")
        #expect(draft.authorSign == "Л49")
        #expect(draft.city.isEmpty && draft.bbk.isEmpty && draft.price.isEmpty)
        #expect(draft.year == "2018" && draft.pages == "414" && draft.language == "rus")
        let title = try draft.validated()
        #expect(title.shortDescription == "Лермонтов М. Герой нашего времени")
        #expect(candidate.titleDraft(authorSignStyle: .spaced).authorSign == "Л 49")
    }

    @Test func sendsTheKeyAndCountryEncoded() throws {
        let server = try StubServer([Self.volumes: .fixture("google-books-no-match.json")])
        _ = try Self.provider(server, key: "AIza+key/1=", country: "RU").lookup(Self.lermontov)
        let target = try #require(server.requests().first?.target)
        #expect(target == Self.volumes + "?q=isbn:9785170795857&key=AIza%2Bkey%2F1%3D&country=RU")
    }

    @Test func picksTheItemCarryingTheISBNNotTheFirst() throws {
        let server = try StubServer([Self.volumes: .fixture("google-books-several-items.json")])
        let candidates = try Self.provider(server).lookup(Self.lermontov)
        #expect(candidates.count == 1)
        let candidate = try #require(candidates.first)
        #expect(candidate.publisher == "АСТ")
        #expect(candidate.year == 2015)
        #expect(candidate.authors.map(\.shortForm) == ["Лермонтов М. Ю.", "Белинский В. Г."])
        #expect(candidate.annotation == "Роман «Герой нашего времени» и статья Белинского & комментарии.")
        #expect(candidate.price == ListPrice(amount: 149.5, currencyCode: "RUB"))
        #expect(candidate.coverURL == "https://books.google.com/books/content?id=PLACEHOLDER03&img=1&zoom=5")
        let draft = candidate.titleDraft()
        #expect(draft.price == "149.50")
        #expect(draft.otherAuthors == "Белинский В. Г.")
        #expect(try draft.validated().price == Money(kopecks: 14_950))
    }

    @Test func noItemsIsNoMatch() throws {
        let server = try StubServer([Self.volumes: .fixture("google-books-no-match.json")])
        #expect(try Self.provider(server).lookup(Self.lermontov).isEmpty)
        let other = try ISBN(parsing: "9785041234560")
        let several = try StubServer([Self.volumes: .fixture("google-books-several-items.json")])
        #expect(try Self.provider(several).lookup(other).map(\.publisher) == ["Эксмо"])
        #expect(try Self.provider(several).lookup(ISBN(parsing: "9780451526533")).isEmpty)
    }

    @Test func quotaExceeded() throws {
        let server = try StubServer([Self.volumes: .fixture("google-books-429-quota.json", status: 429)])
        let error = #expect(throws: MetadataError.quotaExceeded(provider: "Google Books")) {
            try Self.provider(server).lookup(Self.lermontov)
        }
        #expect(error?.message.russian.contains("ключ API") == true)
        #expect(error?.kind == .unavailable)
    }

    @Test func locationRefusedSuggestsTheCountry() throws {
        let server = try StubServer([Self.volumes: .fixture("google-books-403-unknown-location.json", status: 403)])
        let error = #expect(throws: MetadataError.locationRefused(provider: "Google Books")) {
            try Self.provider(server).lookup(Self.lermontov)
        }
        #expect(error?.message.english.contains("country=RU") == true)
    }

    @Test func aBadKey() throws {
        let server = try StubServer([Self.volumes: .fixture("google-books-400-bad-key.json", status: 400)])
        let error = #expect(throws: MetadataError.badKey(provider: "Google Books")) {
            try Self.provider(server, key: "wrong").lookup(Self.lermontov)
        }
        #expect(error?.code == "metadata_bad_key")
        #expect(error?.message.russian.contains("wrong") == false)
    }

    @Test(arguments: [
        StubServer.Route.text("{\"kind\": \"books#volumes\", \"items\": [{\"volumeInfo\": "),
        .text("<html><body>Service Unavailable</body></html>"),
        .text("{\"items\": [{\"volumeInfo\": {\"pageCount\": \"many\"}}]}"),
    ])
    func aMalformedAnswer(route: StubServer.Route) throws {
        let server = try StubServer([Self.volumes: route])
        #expect(throws: MetadataError.malformedAnswer(provider: "Google Books")) { try Self.provider(server).lookup(Self.lermontov) }
    }

    @Test func otherStatusesAreReportedAsSuch() throws {
        let server = try StubServer([Self.volumes: .text("oops", status: 503)])
        #expect(throws: MetadataError.unexpectedStatus(provider: "Google Books", status: 503)) {
            try Self.provider(server).lookup(Self.lermontov)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aSlowAnswerTimesOut() throws {
        let server = try StubServer([Self.volumes: .fixture("google-books-9785170795857.json", delay: 3)])
        let started = ContinuousClock.now
        #expect(throws: MetadataError.timedOut(provider: "Google Books", seconds: 1)) {
            try Self.provider(server, timeout: .milliseconds(600)).lookup(Self.lermontov)
        }
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test func aRefusedConnectionIsUnreachable() throws {
        let provider = GoogleBooksProvider(configuration: .init(baseURL: try StubServer.closedPortURL()))
        let error = #expect(throws: MetadataError.unreachable(provider: "Google Books")) { try provider.lookup(Self.lermontov) }
        #expect(error?.message.russian.contains("Нет связи") == true)
    }

    @Test(arguments: ["", "ftp://example.org", "www.googleapis.com", "https://host/path?x=1"])
    func anUnusableBaseURL(base: String) {
        let provider = GoogleBooksProvider(configuration: .init(baseURL: base))
        #expect(throws: MetadataError.invalidBaseURL(provider: "Google Books")) { try provider.lookup(Self.lermontov) }
    }
}
