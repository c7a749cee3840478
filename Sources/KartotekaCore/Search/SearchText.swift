import Foundation

/// Folding of text for search: case and `ё`/`е` do not matter, punctuation separates words.
public enum SearchText {
    /// Lower-cases and replaces `ё` with `е`.
    public static func fold(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "ё", with: "е")
    }

    /// The words of a query, folded: letters and digits; everything else separates words.
    public static func words(_ text: String) -> [String] {
        fold(text).split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }
}
