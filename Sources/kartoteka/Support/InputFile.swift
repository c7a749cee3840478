import Foundation

/// Files the commands read; `-` is standard input.
enum InputFile {
    /// The file's bytes, or standard input's for `-`.
    static func data(_ path: String) throws -> Data {
        path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The file as UTF-8 text, or standard input for `-`.
    static func text(_ path: String) throws -> String {
        String(decoding: try data(path), as: UTF8.self)
    }

    /// The file's first line (a password), empty when the file is.
    static func firstLine(_ path: String) throws -> String {
        try text(path).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }
}
