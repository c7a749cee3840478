import Foundation
import KartotekaTestSupport
import KartotekaMetadata

/// A real HTTP server on a loopback port, answering from canned routes (Tests/Stubs/provider_stub.py).
/// Each test starts its own, so tests running in parallel never share one.
final class StubServer: Sendable {
    /// A canned answer.
    struct Route: Encodable {
        var status = 200
        var file: String?
        var body: String?
        var delay: Double?
        var headers: [String: String]?
        var repeatText: String?
        var count: Int?

        enum CodingKeys: String, CodingKey {
            case status, file, body, delay, headers, count
            case repeatText = "repeat"
        }

        /// A fixture file under Tests/Fixtures/providers.
        static func fixture(_ name: String, status: Int = 200, delay: Double? = nil) -> Route {
            Route(status: status, file: Fixtures.providers.appendingPathComponent(name).path, delay: delay)
        }

        static func text(_ body: String, status: Int = 200) -> Route {
            Route(status: status, body: body)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let baseURL: String
    private let process: Process
    private let lifeline: Pipe
    private let folder: URL

    /// Starts the server with routes keyed by request target (path and query) or by path.
    init(_ routes: [String: Route]) throws {
        let folder = TemporaryDirectory.path("stub")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = folder.appendingPathComponent("routes.json")
        try JSONEncoder().encode(routes).write(to: table)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [Fixtures.python, Fixtures.stubScript.path, table.path]
        let output = Pipe()
        let lifeline = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = lifeline
        try process.run()
        // The first line is "PORT <n>"; end of file means the script died.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5).prefix { $0.isNumber }) else {
            try? lifeline.fileHandleForWriting.close()
            process.terminate()
            throw Failure(description: "the stub server did not start: \(text)")
        }
        self.process = process
        self.lifeline = lifeline
        self.folder = folder
        baseURL = "http://127.0.0.1:\(port)"
    }

    /// Closing the server's standard input stops it (the script exits on end of input), even if
    /// signals are blocked; terminate() is the second line of defence.
    deinit {
        try? lifeline.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Every request the server has seen: method, target, headers.
    func requests() throws -> [(target: String, headers: [String: String])] {
        let response = try CurlHTTPClient().get(HTTPClientRequest(url: baseURL + "/__requests"))
        let list = try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]] ?? []
        return list.map { entry in
            (entry["target"] as? String ?? "", entry["headers"] as? [String: String] ?? [:])
        }
    }

    /// A loopback URL where nothing listens: a port bound and released at once.
    static func closedPortURL() throws -> String {
        "http://127.0.0.1:\(try LoopbackPort.free())"
    }
}

/// Paths the metadata tests use.
enum Fixtures {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let providers = tests.appendingPathComponent("Fixtures/providers")
    static let stubScript = tests.appendingPathComponent("Stubs/provider_stub.py")

    /// The project's virtualenv Python when `make test-deps` made one, else `python3` on PATH.
    static var python: String {
        let venv = tests.deletingLastPathComponent().appendingPathComponent(".venv/bin/python").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
    }
}
