import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KartotekaCore
import KartotekaHTTP
@testable import KartotekaServer
import Testing

/// Every answer — pages, redirects and error pages, the API and its errors, the book's service,
/// the page assets — tells browsers not to guess its type, not to send our addresses to other
/// sites, and not to frame it.
@Suite("Security headers on every answer")
struct SecurityHeaderTests {
    static let expected = [("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "same-origin"), ("X-Frame-Options", "DENY")]

    static func check(_ response: HTTPResponse, _ name: String) {
        for (header, value) in expected {
            #expect(response.header(header) == value, "\(name): \(header)")
        }
    }

    @Test func inProcessEveryKindOfAnswerCarriesThem() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let asset = StaticAssets.stylesheetPath
        let answers: [(String, String, Role?)] = [
            ("GET", "/", nil), ("GET", "/books", .librarian), ("GET", "/books", nil), ("GET", "/nothing-here", nil),
            ("GET", "/api/v1/titles", .librarian), ("GET", "/api/v1/titles", nil), ("GET", "/api/v1/titles/999", .librarian),
            ("PATCH", "/api/v1/titles/1", .librarian), ("GET", "/api/v1/openapi.json", nil), ("GET", "/locations", nil),
            ("GET", "/catalog?q=", nil), ("GET", asset, nil), ("HEAD", asset, nil), ("GET", "/favicon.ico", nil),
            ("GET", "/api/v1/copies/12345/qr.svg", .librarian), ("GET", "/export/download?id=1", .librarian),
        ]
        for (method, path, role) in answers {
            let response = app.send(method, path, as: role)
            Self.check(response, "\(method) \(path) as \(role.map(\.rawValue) ?? "nobody") → \(response.status)")
        }
    }

    /// A page shown to a signed-in account is not kept (Back at a shared computer shows nothing);
    /// the public pages and the page assets may be.
    @Test func staffPagesAreNotKept() throws {
        let app = try TestApplication()
        for (path, role) in [("/books", Role.librarian), ("/readers", .librarian), ("/", .circulation), ("/books/999", .librarian)] {
            #expect(app.send("GET", path, as: role).header("Cache-Control") == "no-store", "\(path)")
        }
        #expect(app.send("GET", "/", as: nil).header("Cache-Control") == nil)
        #expect(app.send("GET", StaticAssets.stylesheetPath, as: .librarian).header("Cache-Control")?.hasPrefix("public") == true)
    }

    /// Through the real HTTP server, as browsers get them.
    @Test func overHTTPPagesTheAPIAndAssetsCarryThem() async throws {
        let app = try TestApplication()
        let server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 1),
                                answering: app.application.answer)
        try server.start()
        defer { server.stop() }
        for path in ["/", "/catalogue", "/api/v1/titles", "/api/v1/openapi.json", "/locations", StaticAssets.stylesheetPath,
                     StaticAssets.scriptPaths[0]] {
            let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(path)"))
            let (_, answer) = try await URLSession.shared.data(from: url)
            let response = try #require(answer as? HTTPURLResponse)
            for (header, value) in Self.expected {
                #expect(response.value(forHTTPHeaderField: header) == value, "\(path) → \(response.statusCode): \(header)")
            }
        }
    }
}

/// The error page's way back follows a Referer of this site only to a path a redirect could take.
@Suite("The error page's Back link")
struct ErrorPageBackLinkTests {
    static let referers: [(String, String?)] = [("http://library.test/books?q=1", "/books?q=1"), ("http://library.test/%5Cevil.example", nil),
                      ("http://library.test/%5C%5Cevil.example", nil), ("http://library.test//evil.example", nil),
                      ("http://library.test/%09/evil.example", nil), ("http://elsewhere.test/books", nil),
                      // A ticket with a `/` in it stays one segment on the way back.
                      ("http://library.test/readers/2024%2F15", "/readers/2024%2F15")]

    @Test(arguments: referers)
    func theBackLinkIsALocalPath(_ referer: String, _ expected: String?) throws {
        let app = try TestApplication()
        let page = app.send("GET", "/books/999", headers: ["Referer": referer, "Host": "library.test"], as: .librarian)
        #expect(page.status == 404)
        let text = TestApplication.text(page)
        let back = text.components(separatedBy: "<a class=\"button\" href=\"").dropFirst().first.map { String($0.prefix { $0 != "\"" }) }
        #expect(back == expected, "\(referer): \(back ?? "none")")
        #expect(!text.contains("evil.example"))
    }
}
