import Foundation

/// The text of an imported list file: UTF-8 when its bytes are (a byte order mark dropped),
/// otherwise Windows-1251, as the Ministry of Justice publishes its list.
enum ListFileText {
    /// The file's text, its line ends made `\n`.
    static func decode(_ bytes: [UInt8]) -> String {
        CP1251.decodeUTF8OrWindows1251(bytes).replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// `dd.MM.yyyy` as a day, or `nil`.
    static func day(_ text: Substring) -> Day? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".")
        guard parts.count == 3, let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2]) else { return nil }
        return Day(year: year, month: month, day: day)
    }
}
