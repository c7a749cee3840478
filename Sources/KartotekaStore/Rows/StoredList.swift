/// Splits the lists the tables keep in one text column (keywords and other authors one a line,
/// an author's parts separated by tabs) on their UTF-8 bytes, giving what splitting the text by
/// characters gives.
enum StoredList {
    /// The non-empty lines, as `text.split(separator: "\n")` gives them.
    static func lines(_ text: String) -> [String] {
        // A line feed is a character of its own except after a carriage return (CR LF is one
        // character): text with a CR takes the character-by-character way.
        guard !text.utf8.contains(0x0D) else { return text.split(separator: "\n").map(String.init) }
        return split(text, at: 0x0A, omittingEmpty: true)
    }

    /// The pieces between `separator` bytes, a control character that is always a character of
    /// its own (a tab, or a line feed in text without CR).
    static func split(_ text: String, at separator: UInt8, omittingEmpty: Bool) -> [String] {
        guard !text.isEmpty else { return omittingEmpty ? [] : [""] }
        return text.utf8.split(separator: separator, omittingEmptySubsequences: omittingEmpty).map { piece in
            String(Substring(piece))
        }
    }
}
