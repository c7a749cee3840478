import Foundation
import KartotekaTestSupport

/// Runs the built `kartoteka` binary, as scripts and librarians do.
struct CLI {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The binary built beside the test bundle.
    static let executable: URL = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kartoteka"),
            root.appendingPathComponent(".build/debug/kartoteka"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
    }()

    /// A fresh folder for the files a test makes.
    let folder: URL
    /// The `--db` value: a file in the folder, or the PostgreSQL database given.
    let database: String

    /// A CLI bound to a fresh database file in a fresh folder, or to the `database` given (a
    /// PostgreSQL URL).
    init(database: String? = nil) throws {
        folder = TemporaryDirectory.path("cli")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.database = database ?? folder.appendingPathComponent("library.sqlite").path
    }

    /// Writes a file in the folder and returns its path.
    func file(_ name: String, _ contents: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// Runs `kartoteka --db <database> <arguments>` with a given language environment, and any
    /// other variables in `environment` (the caller's `KARTOTEKA_*` settings are never passed on).
    @discardableResult
    func run(_ arguments: [String], lang: String = "ru_RU.UTF-8", withDatabase: Bool = true, input: String? = nil,
             environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = (withDatabase ? ["--db", database] : []) + arguments
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("KARTOTEKA_") }
        environment["LANG"] = lang
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment["NO_PROXY"] = "127.0.0.1,localhost"
        environment["no_proxy"] = "127.0.0.1,localhost"
        environment.merge(extra) { _, given in given }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
    }
}
