import Foundation

/// Runs command-line tools (qrencode, python3, zbarimg) the tests use to make and check images.
public enum Tool {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The project's virtualenv Python when `make test-deps` made one, else `python3` on PATH.
    public static var python: String {
        let venv = TestFiles.repository.appendingPathComponent(".venv/bin/python").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
    }

    /// Runs a program found on PATH; returns its standard output, throws on a non-zero exit.
    @discardableResult
    public static func run(_ program: String, _ arguments: [String], input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
                          + String(decoding: errorData, as: UTF8.self))
        }
        return outputData
    }
}
