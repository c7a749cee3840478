import Foundation

/// The built `kartoteka serve` started by a test on a loopback port the system picked, with its
/// standard output read until it says where it listens. Stopped (SIGTERM) by ``stop()`` or when
/// the value goes away.
final class RunningServer {
    /// `http://127.0.0.1:PORT`.
    let address: String
    /// What the server printed before it listened.
    let announcement: String
    private let process = Process()

    /// Runs `kartoteka --db DATABASE serve --host 127.0.0.1 --port 0 --threads 2 OPTIONS` in `folder`.
    init(database: String, folder: URL, options: [String] = []) throws {
        process.executableURL = CLI.executable
        process.arguments = ["--db", database, "serve", "--host", "127.0.0.1", "--port", "0", "--threads", "2"] + options
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("KARTOTEKA_") }
        environment["LANG"] = "ru_RU.UTF-8"
        environment["KARTOTEKA_PROVIDERS"] = "none"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        (address, announcement) = try Self.address(announcedOn: output.fileHandleForReading)
    }

    deinit {
        stop()
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
