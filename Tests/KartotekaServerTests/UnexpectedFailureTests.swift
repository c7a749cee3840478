import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KartotekaHTTP
@testable import KartotekaServer
import Testing

/// A failure nobody foresaw, on a real handler's path through the real HTTP server: the answer is
/// 500 with the request's id and shows nothing of the cause; the log has the same id with the
/// real cause, so the person can quote the id and the administrator find what happened.
@Suite("An unexpected failure: 500, a request id, the cause only in the log")
struct UnexpectedFailureTests {
    static let cause = "sector 7 of /dev/sdb cannot be read"

    @Test func theAnswerHasTheIdAndTheLogHasTheIdAndTheCause() async throws {
        let app = try TestApplication(serving: { FailingStore(wrapping: $0) })
        let store = try #require(app.application.dependencies.store as? FailingStore)
        let server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 1),
                                answering: app.application.answer)
        try server.start()
        defer { server.stop() }
        func get(_ path: String, language: String? = nil) async throws -> (status: Int, body: String) {
            var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(server.port)\(path)")))
            if let language { request.setValue("lang=\(language)", forHTTPHeaderField: "Cookie") }
            let (data, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
        #expect(try await get("/api/v1/locations").status == 200)
        store.failLocations(with: UnforeseenFault(description: Self.cause))

        let api = try await get("/api/v1/locations")
        #expect(api.status == 500)
        let error = try #require((try JSONSerialization.jsonObject(with: Data(api.body.utf8)) as? [String: Any])?["error"] as? [String: Any])
        #expect(error["code"] as? String == "internal_error")
        let apiID = try #require(error["requestId"] as? String)
        Self.expectLogged(apiID, status: 500, in: app.log, path: "/api/v1/locations")

        var pageIDs: Set<String> = [apiID]
        for (language, label) in [("ru", "Номер запроса для обращения"), ("en", "Request id to quote")] {
            let page = try await get("/locations/search?country=Fr", language: language)
            #expect(page.status == 500)
            let quoted = try #require(page.body.components(separatedBy: "\(label): ").dropFirst().first?.prefix { $0 != "<" })
            #expect(!quoted.isEmpty)
            pageIDs.insert(String(quoted))
            Self.expectLogged(String(quoted), status: 500, in: app.log, path: "/locations/search")
            for shown in [page.body, api.body] {
                #expect(!shown.contains("sector 7") && !shown.contains("/dev/sdb") && !shown.contains("UnforeseenFault"))
            }
        }
        #expect(pageIDs.count == 3, "each request has its own id")
    }

    /// The log has the failure under `id` with its real cause, and the request's line under the same id.
    static func expectLogged(_ id: String, status: Int, in log: MemoryLog, path: String) {
        let lines = log.lines.filter { $0.contains(id) }
        #expect(lines.contains { $0.contains("request \(id) failed") && $0.contains("UnforeseenFault") && $0.contains(cause) },
                "the cause under \(id): \(lines)")
        #expect(lines.contains { $0.contains(" GET \(path) \(status) ") }, "the request line under \(id): \(lines)")
    }
}
