import Foundation

/// Files under Tests/, found relative to this source file.
public enum TestFiles {
    public static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    public static let fixtures = testsDirectory.appendingPathComponent("Fixtures")
    public static let tools = testsDirectory.appendingPathComponent("Tools")
    public static let repository = testsDirectory.deletingLastPathComponent()

    public static func fixtureText(_ path: String) throws -> String {
        try String(decoding: Data(contentsOf: fixtures.appendingPathComponent(path)), as: UTF8.self)
    }
}
