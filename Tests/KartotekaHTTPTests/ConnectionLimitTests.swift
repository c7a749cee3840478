import Foundation
import Synchronization
import Testing
@testable import KartotekaHTTP

/// Slow clients (Slowloris and slow bodies) and clients that open many connections, against a
/// real server with short deadlines. The 2,000-connection case runs against the real program in
/// Tests/Python/test_faults.py.
@Suite("Deadlines and connection limits")
struct ConnectionLimitTests {
    private final class Calls: Sendable {
        let count = Atomic<Int>(0)
    }

    private func started(_ configure: (inout HTTPServerConfiguration) -> Void = { _ in }) throws -> (HTTPServer, Calls) {
        var configuration = HTTPServerConfiguration(port: 0, threads: 2)
        configure(&configuration)
        let calls = Calls()
        let server = HTTPServer(configuration: configuration) { _ in
            calls.count.add(1, ordering: .relaxed)
            return .text("ok")
        }
        try server.start()
        return (server, calls)
    }

    @Test func aRequestHeadDrippedByteByByteIsCutAtTheHeaderDeadline() throws {
        let (server, calls) = try started { $0.requestHeaderTimeoutSeconds = 1 }
        defer { server.stop() }
        let slow = try #require(RawConnection(port: server.port))
        slow.send("GET / HTTP/1.1\r\nHost: library\r\n")
        let start = Date()
        var closed = false
        while !closed && Date().timeIntervalSince(start) < 4 {
            closed = !slow.send("X") || slow.isClosed(within: 0.25)
        }
        #expect(closed)
        #expect(Date().timeIntervalSince(start) < 2.5)
        #expect(calls.count.load(ordering: .relaxed) == 0)
    }

    @Test func aRequestHeadSentInPiecesWithinTheDeadlineIsAnswered() throws {
        let (server, calls) = try started { $0.requestHeaderTimeoutSeconds = 2 }
        defer { server.stop() }
        let client = try #require(RawConnection(port: server.port))
        for piece in ["GET / HT", "TP/1.1\r\nHo", "st: library\r\n", "\r\n"] {
            client.send(piece)
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(client.receive(within: 1).text.hasPrefix("HTTP/1.1 200"))
        #expect(calls.count.load(ordering: .relaxed) == 1)
    }

    @Test func aBodySentTooSlowlyIsCutAtTheBodyDeadline() throws {
        let (server, calls) = try started { $0.requestBodyTimeoutSeconds = 1 }
        defer { server.stop() }
        let slow = try #require(RawConnection(port: server.port))
        slow.send("POST / HTTP/1.1\r\nHost: library\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n0123456789")
        let start = Date()
        #expect(slow.isClosed(within: 4))
        #expect(Date().timeIntervalSince(start) < 2.5)
        #expect(calls.count.load(ordering: .relaxed) == 0)
    }

    @Test func aKeptAliveConnectionLeftSilentIsClosedAtTheHeaderDeadline() throws {
        let (server, _) = try started { $0.requestHeaderTimeoutSeconds = 1 }
        defer { server.stop() }
        let client = try #require(RawConnection(port: server.port))
        client.send("GET / HTTP/1.1\r\nHost: library\r\n\r\n")
        let answer = client.receive(within: 0.5)
        #expect(answer.text.hasPrefix("HTTP/1.1 200") && !answer.closed)
        #expect(client.isClosed(within: 3))
    }

    @Test func connectionsFromOneAddressAreCappedAndOthersStillServed() throws {
        let (server, _) = try started { $0.maximumConnectionsPerAddress = 3 }
        defer { server.stop() }
        let held = try (0..<3).map { _ in try #require(RawConnection(port: server.port, from: "127.0.0.2")) }
        held.forEach { $0.send("GET / HTTP/1.1\r\n") }
        let extra = try #require(RawConnection(port: server.port, from: "127.0.0.2"))
        #expect(extra.isClosed(within: 2))
        let other = try #require(RawConnection(port: server.port, from: "127.0.0.3"))
        other.send("GET / HTTP/1.1\r\nHost: library\r\n\r\n")
        #expect(other.receive(within: 1).text.hasPrefix("HTTP/1.1 200"))
        #expect(held.allSatisfy { !$0.isClosed(within: 0.1) })
    }

    @Test func theConnectionLimitFitsTheFileDescriptorLimit() throws {
        let (server, _) = try started()
        defer { server.stop() }
        #expect(server.connectionLimit == HTTPServerConfiguration().maximumConnections)
        // Raising to less than the limit in force never lowers it.
        let soft = try #require(FileDescriptorLimit.raise(toAtLeast: 0))
        #expect(soft >= server.connectionLimit + FileDescriptorLimit.reserved)
        #expect(FileDescriptorLimit.raise(toAtLeast: 16) == soft)
    }
}
