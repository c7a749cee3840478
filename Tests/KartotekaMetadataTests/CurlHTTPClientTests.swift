import Foundation
import Synchronization
import Testing
@testable import KartotekaMetadata

@Suite("libcurl client against a loopback server")
struct CurlHTTPClientTests {
    @Test func sendsHeadersAndReadsTheAnswer() throws {
        let server = try StubServer(["/hello": StubServer.Route(status: 201, body: "Привет", headers: ["X-Extra": "yes"])])
        let client = CurlHTTPClient(userAgent: "Kartoteka-Test/1")
        let response = try client.get(HTTPClientRequest(url: server.baseURL + "/hello", headers: [HTTPHeader("Accept", "text/plain")]))
        #expect(response.status == 201)
        #expect(String(decoding: response.body, as: UTF8.self) == "Привет")
        #expect(response.header("x-extra") == "yes" && response.header("Content-Length") == "12")
        let seen = try #require(server.requests().first)
        #expect(seen.headers["User-Agent"] == "Kartoteka-Test/1")
        #expect(seen.headers["Accept"] == "text/plain")
    }

    @Test func aMissingRouteIsAnAnswerNotAnError() throws {
        let server = try StubServer([:])
        #expect(try CurlHTTPClient().get(HTTPClientRequest(url: server.baseURL + "/nothing")).status == 404)
    }

    @Test func capsTheAnswersSize() throws {
        let server = try StubServer(["/big": StubServer.Route(repeatText: "x", count: 300_000)])
        #expect(throws: HTTPClientError.responseTooLarge(limit: 100_000)) {
            try CurlHTTPClient(maximumResponseBytes: 100_000).get(HTTPClientRequest(url: server.baseURL + "/big"))
        }
        #expect(try CurlHTTPClient(maximumResponseBytes: 400_000).get(HTTPClientRequest(url: server.baseURL + "/big")).body.count == 300_000)
    }

    @Test func followsNoRedirectsUnlessAllowed() throws {
        let server = try StubServer([
            "/moved": StubServer.Route(status: 302, body: "", headers: ["Location": "/target"]),
            "/target": .text("here"),
        ])
        let direct = try CurlHTTPClient().get(HTTPClientRequest(url: server.baseURL + "/moved"))
        #expect(direct.status == 302 && direct.header("location") == "/target")
        // Redirects are only followed to https, so even an allowing client stops at the http target.
        #expect(throws: HTTPClientError.self) {
            try CurlHTTPClient(maximumRedirects: 2).get(HTTPClientRequest(url: server.baseURL + "/moved"))
        }
    }

    @Test func refusesOtherSchemes() {
        #expect(throws: HTTPClientError.invalidURL) { try CurlHTTPClient().get(HTTPClientRequest(url: "file:///etc/passwd")) }
        #expect(throws: HTTPClientError.invalidURL) { try CurlHTTPClient().get(HTTPClientRequest(url: "not a url")) }
    }

    @Test(.timeLimit(.minutes(1)))
    func timesOutAndRunsInParallel() throws {
        let server = try StubServer(["/slow": StubServer.Route(status: 200, body: "late", delay: 3)])
        let outcomes = Mutex<[HTTPClientError?]>([])
        let group = DispatchGroup()
        let started = ContinuousClock.now
        // Four requests on four threads of their own, as four desk workers would make them.
        for _ in 0..<4 {
            group.enter()
            Thread.detachNewThread {
                let request = HTTPClientRequest(url: server.baseURL + "/slow", timeout: .milliseconds(500))
                do throws(HTTPClientError) {
                    _ = try CurlHTTPClient().get(request)
                    outcomes.withLock { $0.append(nil) }
                } catch {
                    outcomes.withLock { $0.append(error) }
                }
                group.leave()
            }
        }
        group.wait()
        #expect(outcomes.withLock { $0 } == Array(repeating: .timedOut, count: 4))
        #expect(ContinuousClock.now - started < .seconds(2))
    }
}
