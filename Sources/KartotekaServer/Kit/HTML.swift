import KartotekaWire

/// A piece of HTML. Interpolated strings are escaped unless they are `HTML` themselves, so user
/// text cannot become markup by accident.
public struct HTML: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup.
    public private(set) var text: String

    /// Trusted markup, used as is.
    public init(raw: String) {
        text = raw
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    public var description: String { text }

    /// Joins pieces.
    public static func join(_ parts: [HTML], separator: String = "") -> HTML {
        HTML(raw: parts.map(\.text).joined(separator: separator))
    }

    /// Nothing.
    public static let empty = HTML(raw: "")

    /// Escapes text for use in element content and quoted attribute values.
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape: hand it back without rebuilding it.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Builds HTML from literals and escaped values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Text, escaped.
        public mutating func appendInterpolation(_ value: String) {
            text += HTML.escape(value)
        }

        /// Markup, as is.
        public mutating func appendInterpolation(_ value: HTML) {
            text += value.text
        }

        /// Pieces of markup, concatenated.
        public mutating func appendInterpolation(_ values: [HTML]) {
            for value in values { text += value.text }
        }

        /// A number.
        public mutating func appendInterpolation(_ value: Int) {
            text += String(value)
        }

        /// An identifier or other value shown as text, escaped.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible & Sendable) {
            text += HTML.escape(value.description)
        }
    }
}
