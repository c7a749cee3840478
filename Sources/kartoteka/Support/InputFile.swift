import Foundation
import KartotekaCore

/// Files the commands read; `-` is standard input.
enum InputFile {
    /// The file's bytes, or standard input's for `-`.
    static func data(_ path: String) throws -> Data {
        path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The file as text, or standard input for `-`: UTF-8, or Windows-1251 when it is not valid
    /// UTF-8 (a list saved by Notepad or Excel on a Russian Windows).
    static func text(_ path: String) throws -> String {
        CP1251.decodeUTF8OrWindows1251(try data(path))
    }

    /// The file's first line (a password), empty when the file is.
    static func firstLine(_ path: String) throws -> String {
        try text(path).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }
}
