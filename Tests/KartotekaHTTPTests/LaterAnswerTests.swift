import Foundation
import Testing
@testable import KartotekaHTTP

/// Work answered later runs off the server's threads: with a single server thread, a fast request
/// on another connection is answered while a slow one is still being worked out, and a kept-alive
/// connection goes on after the slow answer.
@Suite("Answers worked out later")
struct LaterAnswerTests {
    private func started(connectionTimeoutSeconds: Int = 30) throws -> HTTPServer {
        let configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 1, connectionTimeoutSeconds: connectionTimeoutSeconds)
        let server = HTTPServer(configuration: configuration) { request in
            if request.path == "/slow" {
                return .later {
                    Thread.sleep(forTimeInterval: 2)
                    return .text("slow done")
                }
            }
            return .now(.text("fast"))
        }
        try server.start()
        return server
    }

    @Test func aSlowAnswerDoesNotHoldTheServersThread() throws {
        let server = try started()
        defer { server.stop() }
        let slow = try #require(RawConnection(port: server.port))
        #expect(slow.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n"))
        Thread.sleep(forTimeInterval: 0.2)
        let fast = try #require(RawConnection(port: server.port))
        #expect(fast.send("GET /fast HTTP/1.1\r\nHost: x\r\n\r\n"))
        // Everything that arrives within 0.8 s: the slow answer is still 1.8 s away.
        let quick = fast.receive(within: 0.8)
        #expect(quick.text.contains("200") && quick.text.hasSuffix("fast"), "the fast answer waited for the slow one")
        let late = slow.receive(within: 4)
        #expect(late.text.contains("200") && late.text.hasSuffix("slow done"))
        // The connection is kept alive after a later answer.
        #expect(slow.send("GET /fast HTTP/1.1\r\nHost: x\r\n\r\n"))
        #expect(slow.receive(within: 1.5).text.hasSuffix("fast"))
    }

    /// Work that takes longer than the idle timeout still gets its answer out.
    @Test func aSuspendedConnectionOutlivesTheIdleTimeout() throws {
        let server = try started(connectionTimeoutSeconds: 1)
        defer { server.stop() }
        let slow = try #require(RawConnection(port: server.port))
        #expect(slow.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n"))
        let late = slow.receive(within: 5)
        #expect(late.text.contains("200") && late.text.hasSuffix("slow done"))
    }
}
