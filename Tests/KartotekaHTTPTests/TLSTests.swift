import Foundation
import Testing
@testable import KartotekaHTTP

/// HTTPS with a self-signed certificate made for the test, checked with the openssl and curl
/// command-line tools.
@Suite("HTTPS")
struct TLSTests {
    /// Runs a tool and returns its exit status and what it printed (both streams).
    private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    private func startedHTTPS(rsa: Bool = false) throws -> HTTPServer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kartoteka-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("key.pem").path
        let certificate = folder.appendingPathComponent("cert.pem").path
        let keyType = rsa ? ["-newkey", "rsa:2048"] : ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"]
        let made = try run("/usr/bin/openssl", ["req", "-x509"] + keyType + [
                                                "-nodes", "-keyout", key, "-out", certificate, "-days", "1",
                                                "-subj", "/CN=localhost"])
        try #require(made.status == 0, "openssl req failed: \(made.output)")
        let server = HTTPServer(configuration: HTTPServerConfiguration(
            port: 0, threads: 2, maximumBodyBytes: 1_000, tls: (try String(contentsOfFile: key, encoding: .utf8), try String(contentsOfFile: certificate, encoding: .utf8)))
        ) { request in
            if request.bodyLimitExceeded != nil { return .text("too large", status: 413) }
            return request.path == "/own" ? HTTPResponse.text("own").adding("Strict-Transport-Security", "max-age=60") : .text("secure \(request.isSecure)")
        }
        try server.start()
        return server
    }

    /// `openssl s_client` limited to one TLS version; SECLEVEL=0 lets the client itself offer
    /// TLS 1.0 and 1.1, so that only the server can refuse them.
    private func handshake(_ server: HTTPServer, version: String) throws -> (status: Int32, output: String) {
        try run("/usr/bin/openssl", ["s_client", "-connect", "127.0.0.1:\(server.port)", "-servername", "localhost",
                                     "-\(version)", "-cipher", "DEFAULT@SECLEVEL=0"])
    }

    @Test(arguments: ["tls1", "tls1_1"])
    func refusesOldTLSVersions(_ version: String) throws {
        let server = try startedHTTPS()
        defer { server.stop() }
        let result = try handshake(server, version: version)
        #expect(result.status != 0, "the server accepted \(version): \(result.output)")
        #expect(!result.output.contains("BEGIN CERTIFICATE"))
    }

    /// TLS 1.2 with an RSA certificate: only forward-secret key exchange with an AEAD cipher;
    /// static RSA and CBC with SHA-1 are refused.
    @Test(arguments: [("AES128-SHA", false), ("AES128-GCM-SHA256", false), ("AES256-SHA256", false),
                      ("ECDHE-RSA-AES128-SHA", false), ("ECDHE-RSA-AES256-SHA384", false),
                      ("ECDHE-RSA-AES128-GCM-SHA256", true), ("ECDHE-RSA-CHACHA20-POLY1305", true)])
    func tls12OffersOnlyForwardSecretAEADSuites(_ cipher: String, _ accepted: Bool) throws {
        let server = try startedHTTPS(rsa: true)
        defer { server.stop() }
        let result = try run("/usr/bin/openssl", ["s_client", "-connect", "127.0.0.1:\(server.port)", "-servername", "localhost",
                                                  "-tls1_2", "-cipher", "\(cipher)@SECLEVEL=0"])
        #expect((result.status == 0) == accepted, "\(cipher): \(result.output)")
    }

    @Test(arguments: ["tls1_2", "tls1_3"])
    func speaksCurrentTLSVersions(_ version: String) throws {
        let server = try startedHTTPS()
        defer { server.stop() }
        let result = try handshake(server, version: version)
        #expect(result.status == 0, "no \(version) handshake: \(result.output)")
        #expect(result.output.contains("BEGIN CERTIFICATE"))
    }

    @Test func everyAnswerOverHTTPSCarriesStrictTransportSecurity() throws {
        let server = try startedHTTPS()
        defer { server.stop() }
        let base = "https://127.0.0.1:\(server.port)"
        let plain = try run("/usr/bin/curl", ["-sk", "-D", "-", "-o", "/dev/null", base + "/"])
        #expect(plain.output.lowercased().contains("strict-transport-security: max-age=31536000"))
        // A body over the limit, dropped by the HTTP layer and refused by the handler, still carries it.
        let refused = try run("/usr/bin/curl", ["-sk", "-D", "-", "-o", "/dev/null", "-d", String(repeating: "a", count: 2_000), base + "/"])
        #expect(refused.output.hasPrefix("HTTP/1.1 413"))
        #expect(refused.output.lowercased().contains("strict-transport-security"))
        // A handler's own value is kept, not doubled.
        let own = try run("/usr/bin/curl", ["-sk", "-D", "-", "-o", "/dev/null", base + "/own"])
        #expect(own.output.lowercased().components(separatedBy: "strict-transport-security").count == 2)
        #expect(own.output.contains("max-age=60"))
    }

    @Test func plainHTTPSendsNoStrictTransportSecurity() async throws {
        let server = HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1)) { _ in .text("plain") }
        try server.start()
        defer { server.stop() }
        let answer = try run("/usr/bin/curl", ["-s", "-D", "-", "-o", "/dev/null", "http://127.0.0.1:\(server.port)/"])
        #expect(answer.output.hasPrefix("HTTP/1.1 200"))
        #expect(!answer.output.lowercased().contains("strict-transport-security"))
    }
}
