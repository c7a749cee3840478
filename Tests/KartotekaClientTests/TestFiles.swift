import Foundation

/// Files under Tests/ and the command-line tools the client tests use.
enum TestFiles {
    /// `Tests/Fixtures`, found relative to this source file.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The bytes of a fixture: `irbis/nlr-rusmarc.cp1251.iso`.
    static func fixture(_ path: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(path))
    }

    struct ToolFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs a program found on PATH with `input` on its standard input; returns its standard
    /// output and throws when it exits non-zero.
    static func run(_ program: String, _ arguments: [String], input: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(input)
        try standardInput.fileHandleForWriting.close()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(description: "\(program) exited \(process.terminationStatus): \(String(decoding: messages, as: UTF8.self))")
        }
        return result
    }
}
