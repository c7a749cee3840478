/// Escaping for text placed in HTML and SVG (XML): element content and quoted attribute values.
enum Markup {
    /// `&`, `<`, `>`, `"` and `'` as entities; control characters other than tab and line breaks
    /// (which XML 1.0 forbids and a standalone SVG would fail on) become spaces.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let forbidden = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
                result.unicodeScalars.append(forbidden ? " " : scalar)
            }
        }
        return result
    }
}
