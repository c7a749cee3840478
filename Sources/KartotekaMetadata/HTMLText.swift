/// Turns the simple HTML providers put in descriptions (`<b>`, `<br>`, `<p>`, entities) into
/// one paragraph of plain text.
enum HTMLText {
    static func plain(_ html: String) -> String {
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", Self.startsTag(html, after: index), let close = html[index...].firstIndex(of: ">") {
                text += " "  // a tag separates words: "<p>one</p><p>two</p>" must not run together
                index = html.index(after: close)
            } else if character == "&", let (decoded, next) = entity(in: html, at: index) {
                text += decoded
                index = next
            } else {
                text.append(character)
                index = html.index(after: index)
            }
        }
        return tidy(text)
    }

    /// `<b`, `</p`, `<!--`: a tag; `a < b` is just a less-than sign.
    private static func startsTag(_ html: String, after index: String.Index) -> Bool {
        let next = html.index(after: index)
        guard next < html.endIndex else { return false }
        let character = html[next]
        return character.isLetter || character == "/" || character == "!"
    }

    /// Collapses whitespace and drops the spaces tags left before punctuation: `<b>Печорин</b>.`
    private static func tidy(_ text: String) -> String {
        var result = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for mark in [".", ",", ";", ":", "!", "?", ")", "»"] {
            result = result.replacingOccurrences(of: " " + mark, with: mark)
        }
        return result.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: "« ", with: "«")
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "laquo": "«", "raquo": "»",
        "mdash": "—", "ndash": "–", "hellip": "…", "copy": "©", "shy": "",
    ]

    private static func entity(in html: String, at start: String.Index) -> (String, String.Index)? {
        guard let semicolon = html[start...].prefix(12).firstIndex(of: ";") else { return nil }
        let name = html[html.index(after: start)..<semicolon]
        let next = html.index(after: semicolon)
        if let value = named[String(name).lowercased()] { return (value, next) }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let number = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let number, let scalar = Unicode.Scalar(number), number != 0 else { return nil }
        return (String(Character(scalar)), next)
    }
}
