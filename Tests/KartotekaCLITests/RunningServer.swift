import Foundation

/// The built `kartoteka serve` started by a test on a loopback port the system picked, with its
/// standard output read until it says where it listens. Stopped (SIGTERM) by ``stop()`` or when
/// the value goes away.
final class RunningServer {
    /// `http://127.0.0.1:PORT`.
    let address: String
    /// What the server printed before it listened.
    let announcement: String
    /// Where its standard error (the request log) goes.
    let logFile: URL
    private let process = Process()

    /// Runs `kartoteka --db DATABASE serve --host 127.0.0.1 --port 0 --threads 2 OPTIONS` in `folder`,
    /// with `environment` added to the test's own.
    init(database: String, folder: URL, options: [String] = [], environment extra: [String: String] = [:]) throws {
        process.executableURL = CLI.executable
        process.arguments = ["--db", database, "serve", "--host", "127.0.0.1", "--port", "0", "--threads", "2"] + options
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("KARTOTEKA_") }
        environment["LANG"] = "ru_RU.UTF-8"
        environment["KARTOTEKA_PROVIDERS"] = "none"
        environment.merge(extra) { _, given in given }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        logFile = folder.appendingPathComponent("server-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: logFile)
        try process.run()
        (address, announcement) = try Self.address(announcedOn: output.fileHandleForReading)
    }

    deinit {
        stop()
    }

    /// What the server has written to its log so far.
    var log: String {
        (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    }

    /// Stops the server and waits for it to exit.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Reads the server's first lines until it says where it listens.
    private static func address(announcedOn output: FileHandle) throws -> (String, String) {
        var text = ""
        while true {
            let chunk = output.availableData
            guard !chunk.isEmpty else { throw SetupFailure(message: "the server stopped before listening: \(text)") }
            text += String(decoding: chunk, as: UTF8.self)
            if let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                return (String(text[range]), text)
            }
        }
    }

    /// A test's setup that went wrong.
    struct SetupFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
