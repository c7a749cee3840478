import Foundation
import Testing
import KartotekaCore
@testable import KartotekaMetadata

@Suite("Open Library against a loopback server")
struct OpenLibraryProviderTests {
    static let twain = try! ISBN(parsing: "0451526538")
    static let books = "/api/books"

    static func provider(_ server: StubServer, contact: String? = nil) -> OpenLibraryProvider {
        OpenLibraryProvider(configuration: .init(baseURL: server.baseURL, timeout: .seconds(5), contact: contact))
    }

    @Test func aHitKeyedByTheBibkeyAsSent() throws {
        let server = try StubServer([Self.books: .fixture("openlibrary-books-0451526538.json")])
        let candidates = try Self.provider(server, contact: "librarian@example.org").lookup(Self.twain)
        let candidate = try #require(candidates.first)
        #expect(candidates.count == 1)
        #expect(candidate.source == "Open Library")
        #expect(candidate.title == "The adventures of Tom Sawyer")
        #expect(candidate.authors == [PersonName(surname: "Twain", givenNames: "Mark")])
        #expect(candidate.publisher == "Signet Classic")
        #expect(candidate.city == "New York")
        #expect(candidate.year == 1997)
        #expect(candidate.pages == 216)
        #expect(candidate.coverURL == "https://covers.openlibrary.org/b/id/295577-M.jpg")
        #expect(candidate.subjects == ["Fiction"])
        let draft = candidate.titleDraft()
        #expect(draft.isbn == "978-0-451-52653-3")
        #expect(draft.city == "New York" && draft.bbk.isEmpty && draft.language.isEmpty)
        #expect(draft.authorSurname == "Twain" && draft.authorInitials == "M.")
        #expect(draft.authorSign == AuthorSign.compute(surname: "Twain"))
        #expect(!draft.authorSign.isEmpty)
        _ = try draft.validated()

        let request = try #require(server.requests().first)
        #expect(request.target == "/api/books?bibkeys=ISBN:9780451526533,ISBN:0451526538&format=json&jscmd=data")
        #expect(request.headers["User-Agent"] == "Kartoteka/1.0 (library desk system; librarian@example.org)")
    }

    @Test func theSeriesGoesToTheDraftWithItsNumber() throws {
        let server = try StubServer([Self.books: .fixture("openlibrary-books-with-series.json")])
        let draft = try #require(Self.provider(server).lookup(Self.twain).first).titleDraft()
        #expect(draft.series == "Signet classics" && draft.seriesNumber == "CE1234")
        _ = try draft.validated()
        // One text instead of a list, and no number.
        let one = try StubServer([Self.books: .text(#"{"ISBN:0451526538": {"title": "Tom Sawyer", "series": "Signet classics"}}"#)])
        let single = try #require(Self.provider(one).lookup(Self.twain).first).titleDraft()
        #expect(single.series == "Signet classics" && single.seriesNumber.isEmpty)
    }

    @Test func aThirteenDigitKeyIsPreferred() throws {
        let body = """
            {"ISBN:0451526538": {"title": "Ten"}, "ISBN:9780451526533": {"title": "Thirteen"}}
            """
        let server = try StubServer([Self.books: .text(body)])
        #expect(try Self.provider(server).lookup(Self.twain).map(\.title) == ["Thirteen"])
    }

    @Test func a979ISBNSendsOneKey() throws {
        let server = try StubServer([Self.books: .fixture("openlibrary-no-match.json")])
        let isbn = try ISBN(parsing: "979-10-90636-07-1")
        #expect(try Self.provider(server).lookup(isbn).isEmpty)
        #expect(try server.requests().first?.target == "/api/books?bibkeys=ISBN:9791090636071&format=json&jscmd=data")
    }

    @Test func anEmptyObjectIsNoMatch() throws {
        let server = try StubServer([Self.books: .fixture("openlibrary-no-match.json")])
        #expect(try Self.provider(server).lookup(Self.twain).isEmpty)
    }

    @Test(arguments: [
        StubServer.Route.text("var _OLBookInfo = {};"),
        .text("[1, 2, 3]"),
        .text("{\"ISBN:0451526538\": {\"number_of_pages\": \"216\"}}"),
    ])
    func aMalformedAnswer(route: StubServer.Route) throws {
        let server = try StubServer([Self.books: route])
        #expect(throws: MetadataError.malformedAnswer(provider: "Open Library")) { try Self.provider(server).lookup(Self.twain) }
    }

    @Test func throttlingAndServerErrors() throws {
        let throttled = try StubServer([Self.books: .text("Too many requests", status: 429)])
        #expect(throws: MetadataError.quotaExceeded(provider: "Open Library")) { try Self.provider(throttled).lookup(Self.twain) }
        let broken = try StubServer([Self.books: .text("Internal error", status: 500)])
        #expect(throws: MetadataError.unexpectedStatus(provider: "Open Library", status: 500)) {
            try Self.provider(broken).lookup(Self.twain)
        }
    }

    @Test func aRefusedConnectionIsUnreachable() throws {
        let provider = OpenLibraryProvider(configuration: .init(baseURL: try StubServer.closedPortURL()))
        #expect(throws: MetadataError.unreachable(provider: "Open Library")) { try provider.lookup(Self.twain) }
    }
}
