import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KartotekaHTTP
@testable import KartotekaServer
import Testing

/// The one log line per request cannot be split or forged by what a client puts in its path:
/// control characters, separators and spaces in the percent-decoded path are written back as the
/// percent escapes they came as.
@Suite("Request log line")
struct RequestLogLineTests {
    @Test("client text is escaped for one log line", arguments: [
        ("/api/v1/titles/7", "/api/v1/titles/7"),
        ("/api/v1/copies/ИНВ-1", "/api/v1/copies/ИНВ-1"),
        ("/a\nb", "/a%0Ab"),
        ("/a\r\nb", "/a%0D%0Ab"),
        ("/a\tb", "/a%09b"),
        ("/a b", "/a%20b"),
        ("/100%", "/100%25"),
        ("/a%0Ab", "/a%250Ab"),
        ("/\u{1B}[31mred", "/%1B[31mred"),
        ("/\u{7F}", "/%7F"),
        ("/\u{85}", "/%C2%85"),
        ("/a\u{2028}b\u{2029}", "/a%E2%80%A8b%E2%80%A9"),
        ("/a\u{202E}b", "/a%E2%80%AEb"),
        ("/\u{00A0}", "/%C2%A0"),
    ])
    func escapes(path: String, logged: String) {
        #expect(RequestLogLine.escaped(path) == logged)
    }

    @Test func anErrorMessageKeepsItsSpacesButNotItsLineBreaks() {
        #expect(RequestLogLine.escapedMessage("no such table: x\nforged line\u{1B}") == "no such table: x%0Aforged line%1B")
    }

    @Test func aForgedLineStaysInsideTheRealOne() throws {
        let app = try TestApplication()
        let forged = "/api/v1/copies/1\n2026-01-01T00:00:00Z POST /api/v1/accounts 201 0.1ms id=forged"
        _ = app.send("GET", forged)
        #expect(app.log.lines.count == 1)
        let line = try #require(app.log.lines.first)
        #expect(!line.contains("\n") && !line.contains("\r"))
        let fields = line.split(separator: " ")
        #expect(fields.count == 6 && fields[1] == "GET" && fields[3] == "404" && fields[5] == "id=test")
        // No declaration matches, so no part of the path is logged at all.
        #expect(line.contains(" GET (unmatched) 404 ") && !line.contains("forged"))
    }

    /// The log names the declared path, never the values in it: tickets and inventory numbers
    /// (and whatever else a path carries) stay out of it.
    @Test func theLogShowsThePathTemplateNotItsValues() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        _ = app.send("GET", "/api/v1/readers/000123")
        _ = app.send("GET", "/readers/000123")
        _ = app.send("GET", "/api/v1/readers/000123/data")
        #expect(app.log.lines.count == 4)
        #expect(app.log.lines.allSatisfy { !$0.contains("000123") })
        #expect(app.log.lines[1].contains(" GET /api/v1/readers/{ticket} 200 "))
        #expect(app.log.lines[2].contains(" GET /readers/{ticket} 200 "))
    }

    /// Through the real HTTP server, where the path arrives percent-encoded and is decoded
    /// before the application sees it.
    @Test func overHTTPTheDecodedPathIsEscapedAgain() async throws {
        let app = try TestApplication()
        let server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 1),
                                handler: app.application.respond(to:))
        try server.start()
        defer { server.stop() }
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/api/v1/copies/x%0D%0Aforged%20line%1B"))
        let (_, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 401)
        let line = try #require(app.log.lines.last)
        #expect(line.contains(" GET /api/v1/copies/{inventory} 401 "))
        #expect(!line.contains { $0.isNewline || $0 == "\u{1B}" } && !line.contains("forged"))
    }
}
