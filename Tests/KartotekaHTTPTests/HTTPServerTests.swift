import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import KartotekaHTTP

@Suite("HTTP server on libmicrohttpd")
struct HTTPServerTests {
    private func started(maximumBodyBytes: Int = 1 << 20, _ handler: @escaping HTTPServer.Handler) throws -> HTTPServer {
        let server = HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2, maximumBodyBytes: maximumBodyBytes),
                                handler: handler)
        try server.start()
        return server
    }

    private func send(_ server: HTTPServer, _ path: String, method: String = "GET", body: Data? = nil,
                      headers: [String: String] = [:]) async throws -> (Int, Data, HTTPURLResponse) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)\(path)")!)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, data, http)
    }

    @Test func answersOnAPortItPicked() async throws {
        let server = try started { request in
            .text("\(request.method) \(request.path) q=\(request.queryValue("q") ?? "-")")
        }
        defer { server.stop() }
        #expect(server.port > 0)
        let (status, body, response) = try await send(server, "/hello/%D0%BC%D0%B8%D1%80?q=%D0%BB%D0%B5%D1%80+%D0%B3")
        #expect(status == 200)
        #expect(String(decoding: body, as: UTF8.self) == "GET /hello/мир q=лер г")
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/plain; charset=utf-8")
    }

    /// Inventory numbers like 12/3 travel as `12%2F3`: each path segment is decoded on its own.
    @Test func decodesEachPathSegmentOnItsOwn() async throws {
        let server = try started { request in
            .text(request.pathSegments.joined(separator: "|") + " " + request.path + " q=" + (request.queryValue("q") ?? "-"))
        }
        defer { server.stop() }
        let (_, body, _) = try await send(server, "/copies/%D0%98%D0%9D%D0%92%2F12%2F3/edit?q=a%2Fb")
        #expect(String(decoding: body, as: UTF8.self) == "copies|ИНВ/12/3|edit /copies/ИНВ/12/3/edit q=a/b")
        let (_, broken, _) = try await send(server, "/copies/%FF%2F/x")
        #expect(String(decoding: broken, as: UTF8.self).hasPrefix("copies|%FF%2F|x "))
    }

    @Test func keepsConnectionsAlive() throws {
        let server = try started { _ in .text("ok") }
        defer { server.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        let url = "http://127.0.0.1:\(server.port)/"
        process.arguments = ["-s", "-v", "-o", "/dev/null", url, "-o", "/dev/null", url]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(log.contains("Re-using existing connection") || log.contains("Reusing existing connection"))
        #expect(!log.lowercased().contains("connection: close"))
    }

    @Test func readsBodiesAndForms() async throws {
        let server = try started { request in
            let fields = request.form.map { "\($0.name)=\(String(decoding: $0.data, as: UTF8.self))|\($0.filename ?? "")" }
            return .text("\(request.contentType) \(request.body.count) \(fields.joined(separator: ","))")
        }
        defer { server.stop() }
        let json = try await send(server, "/", method: "POST", body: Data(#"{"a":1}"#.utf8), headers: ["Content-Type": "application/json"])
        #expect(String(decoding: json.1, as: UTF8.self) == "application/json 7 ")
        let form = try await send(server, "/", method: "POST", body: Data("title=%D0%93%D0%B5%D1%80%D0%BE%D0%B9+%D0%BD%D0%B0%D1%88%D0%B5%D0%B3%D0%BE&year=2018".utf8),
                                  headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(String(decoding: form.1, as: UTF8.self).hasSuffix("title=Герой нашего|,year=2018|"))
        let boundary = "XyZ"
        let multipart = "--\(boundary)\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nпривет\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n"
            + "--\(boundary)--\r\n"
        let upload = try await send(server, "/", method: "POST", body: Data(multipart.utf8),
                                    headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"])
        #expect(String(decoding: upload.1, as: UTF8.self).hasSuffix("note=привет|,photo=PNGDATA|a.png"))
    }

    /// A body over the limit is dropped and the application told, to answer in the request's
    /// language and form.
    @Test func refusesBodiesOverTheLimit() async throws {
        let server = try started(maximumBodyBytes: 1_000) { request in
            .text(request.bodyLimitExceeded.map { "over \($0), \(request.body.count) kept" } ?? "accepted")
        }
        defer { server.stop() }
        let (_, body, _) = try await send(server, "/", method: "POST", body: Data(repeating: 65, count: 5_000))
        #expect(String(decoding: body, as: UTF8.self) == "over 1000, 0 kept")
        let (small, _, _) = try await send(server, "/", method: "POST", body: Data(repeating: 65, count: 500))
        #expect(small == 200)
    }

    @Test func servesManyRequestsAtOnce() async throws {
        let server = try started { request in .text(request.queryValue("n") ?? "") }
        defer { server.stop() }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for number in 0..<100 {
                group.addTask {
                    let (_, body, _) = try await send(server, "/?n=\(number)")
                    return String(decoding: body, as: UTF8.self) == "\(number)"
                }
            }
            for try await matched in group { #expect(matched) }
        }
    }

    @Test func refusesAPortInUse() throws {
        let first = try started { _ in .text("") }
        defer { first.stop() }
        let second = HTTPServer(configuration: HTTPServerConfiguration(port: first.port)) { _ in .text("") }
        #expect(throws: HTTPServerError.cannotListen(host: "127.0.0.1", port: first.port)) { try second.start() }
    }

    @Test func freesItsPortWhenStopped() throws {
        let first = try started { _ in .text("first") }
        let port = first.port
        first.stop()
        let second = HTTPServer(configuration: HTTPServerConfiguration(port: port)) { _ in .text("second") }
        defer { second.stop() }
        try second.start()
        #expect(second.port == port)
    }
}
