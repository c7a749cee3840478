import Foundation
import Synchronization
import Testing
@testable import KartotekaHTTP

/// A request's head is screened before its body is read: a refusal goes out at once, a body from
/// nobody known has a short deadline, every body a minimum rate; and a request head that arrived
/// whole while its thread was busy is not cut at the header deadline.
@Suite("Answers before the body, upload rate, heads waiting unread")
struct EarlyAnswerTests {
    private final class Bodies: Sendable {
        let handled = Atomic<Int>(0)
    }

    /// A server whose screen refuses `/private` with 401 and treats `/public` as from a stranger;
    /// `/slow` answers after 2.5 s.
    private func started(_ configure: (inout HTTPServerConfiguration) -> Void = { _ in }) throws -> (HTTPServer, Bodies) {
        var configuration = HTTPServerConfiguration(port: 0, threads: 1)
        configure(&configuration)
        let bodies = Bodies()
        let server = HTTPServer(configuration: configuration, screening: { head in
            #expect(head.body.isEmpty)
            switch head.path {
            case "/private": return .answer(HTTPResponse(status: 401, contentType: "text/plain", body: Data("sign in".utf8)))
            case "/public": return .readBodyFromStranger
            default: return .readBody
            }
        }, answering: { request in
            if request.path == "/slow" { Thread.sleep(forTimeInterval: 2.5) }
            bodies.handled.add(1, ordering: .relaxed)
            return .now(.text("got \(request.body.count)"))
        })
        try server.start()
        return (server, bodies)
    }

    @Test func aRefusalGoesOutBeforeTheBodyAndTheConnectionCloses() throws {
        let (server, bodies) = try started()
        defer { server.stop() }
        let client = try #require(RawConnection(port: server.port))
        client.send("POST /private HTTP/1.1\r\nHost: library\r\nContent-Type: text/plain\r\nContent-Length: 1000000\r\n\r\nx")
        let start = Date()
        let answer = client.receive(within: 2)
        #expect(answer.text.hasPrefix("HTTP/1.1 401") && answer.text.hasSuffix("sign in"), "\(answer.text)")
        #expect(answer.closed, "the body is never read: the connection closes after the answer")
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(bodies.handled.load(ordering: .relaxed) == 0)
        // A whole request still reaches the handler.
        let whole = try #require(RawConnection(port: server.port))
        whole.send("POST /other HTTP/1.1\r\nHost: library\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\nabc")
        #expect(whole.receive(within: 1).text.hasSuffix("got 3"))
    }

    @Test func aStrangersBodyHasTheShortDeadline() throws {
        let (server, bodies) = try started { $0.anonymousBodyTimeoutSeconds = 1; $0.requestBodyTimeoutSeconds = 30; $0.uploadGraceSeconds = 30 }
        defer { server.stop() }
        let stranger = try #require(RawConnection(port: server.port))
        stranger.send("POST /public HTTP/1.1\r\nHost: library\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n0123456789")
        let known = try #require(RawConnection(port: server.port))
        known.send("POST /known HTTP/1.1\r\nHost: library\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n0123456789")
        let start = Date()
        #expect(stranger.isClosed(within: 4))
        #expect(Date().timeIntervalSince(start) < 2.5)
        #expect(!known.isClosed(within: 1), "someone known keeps the long deadline")
        #expect(bodies.handled.load(ordering: .relaxed) == 0)
    }

    @Test func aBodyDrippedBelowTheMinimumRateIsCutAfterItsGrace() throws {
        let (server, bodies) = try started {
            $0.requestBodyTimeoutSeconds = 60; $0.uploadGraceSeconds = 1; $0.minimumUploadBytesPerSecond = 1_000
        }
        defer { server.stop() }
        let slow = try #require(RawConnection(port: server.port))
        slow.send("POST /known HTTP/1.1\r\nHost: library\r\nContent-Type: text/plain\r\nContent-Length: 1000000\r\n\r\n")
        let start = Date()
        var closed = false
        while !closed && Date().timeIntervalSince(start) < 5 {
            closed = !slow.send("x") || slow.isClosed(within: 0.2)
        }
        #expect(closed)
        #expect(Date().timeIntervalSince(start) < 3, "cut soon after the grace, not at the 60 s deadline")
        #expect(bodies.handled.load(ordering: .relaxed) == 0)
        // A body at a real rate is read whole.
        let fast = try #require(RawConnection(port: server.port))
        fast.send("POST /known HTTP/1.1\r\nHost: library\r\nContent-Type: text/plain\r\nContent-Length: 200000\r\n\r\n")
        for _ in 0..<20 {
            fast.send(String(repeating: "y", count: 10_000))
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(fast.receive(within: 2).text.hasSuffix("got 200000"))
    }

    /// One server thread: while it answers a slow request, a kept-alive connection's next request
    /// arrives whole but lies unread past the header deadline; it is answered, not cut.
    @Test func aRequestThatArrivedWhileItsThreadWasBusyIsNotCut() throws {
        let (server, _) = try started { $0.requestHeaderTimeoutSeconds = 1 }
        defer { server.stop() }
        let kept = try #require(RawConnection(port: server.port))
        kept.send("GET /first HTTP/1.1\r\nHost: library\r\n\r\n")
        #expect(kept.receive(within: 0.5).text.hasPrefix("HTTP/1.1 200"))
        let busy = try #require(RawConnection(port: server.port))
        busy.send("GET /slow HTTP/1.1\r\nHost: library\r\n\r\n")
        Thread.sleep(forTimeInterval: 0.2)
        kept.send("GET /second HTTP/1.1\r\nHost: library\r\n\r\n")
        let second = kept.receive(within: 4)
        #expect(second.text.hasPrefix("HTTP/1.1 200") && second.text.hasSuffix("got 0"), "\(second.text)")
        #expect(busy.receive(within: 2).text.hasPrefix("HTTP/1.1 200"))
    }
}
