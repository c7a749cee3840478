import Foundation

/// Files under Tests/Fixtures, found relative to this source file.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ path: String) -> URL {
        directory.appendingPathComponent(path)
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    static func text(_ path: String) throws -> String {
        try String(decoding: data(path), as: UTF8.self)
    }
}
