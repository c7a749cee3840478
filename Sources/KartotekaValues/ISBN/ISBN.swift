/// An International Standard Book Number, held as its 13 digits (an ISBN-10 is converted).
///
/// Parses what people type and scanners send: `ISBN 978-5-17-079585-7`, `ISBN-13: 9785170795857`,
/// `5-17-079585-8`, `080442957x`, and an EAN-13 with a 2- or 5-digit add-on (the add-on is dropped).
public struct ISBN: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The 13 digits, no hyphens: `9785170795857`.
    public let digits: String

    /// Wraps digits already known to be a valid ISBN-13.
    init(checkedDigits digits: String) {
        self.digits = digits
    }

    /// Parses typed or scanned text.
    public init(parsing text: String) throws(ISBNError) {
        if ISBN.isCheckedThirteenDigits(text) {
            self.init(checkedDigits: text)
            return
        }
        if let parsed = ISBN.parseASCII(text) {
            switch parsed {
            case .success(let digits): self = ISBN(checkedDigits: digits)
            case .failure(let error): throw error
            }
            return
        }
        try self.init(generalParsing: text)
    }

    /// ``init(parsing:)`` for any text, character by character (the ASCII fast path's reference).
    init(generalParsing text: String) throws(ISBNError) {
        var compact = text.uppercased()
        for label in ["ISBN-13", "ISBN-10", "ISBN13", "ISBN10", "ISBN", "EAN"] where compact.hasPrefix(label) {
            compact.removeFirst(label.count)
            break
        }
        compact.removeAll { $0 == " " || $0 == "-" || $0 == ":" || $0 == "\u{00A0}" || $0 == "‐" || $0 == "–" }
        // Russian records often carry a Cyrillic Х where the check character X belongs.
        if compact.utf8.contains(0xD0) { compact = compact.replacingOccurrences(of: "Х", with: "X") }
        // Only messages show the text as typed: trimmed when an error needs it.
        var shown: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard !compact.isEmpty else { throw .empty }
        let xIsLast = compact.firstIndex(of: "X").map { $0 == compact.index(before: compact.endIndex) } ?? true
        guard compact.allSatisfy({ $0.isASCIIDigit || $0 == "X" }), xIsLast else {
            throw .invalidCharacters(shown)
        }
        if compact.contains("X") && compact.count != 10 { throw .invalidCharacters(shown) }
        switch compact.count {
        case 10:
            let expected = ISBN.checkCharacter10(compact.prefix(9))
            guard compact.last == expected else { throw .badCheckDigit(expected: expected) }
            let body = "978" + compact.prefix(9)
            digits = body + String(ISBN.checkCharacter13(body))
        case 13, 15, 18:
            let ean = String(compact.prefix(13))
            let prefix = String(ean.prefix(3))
            guard prefix == "978" || prefix == "979" else { throw .notBookland(prefix: prefix) }
            guard !ean.hasPrefix("9790") else { throw .ismn }
            let expected = ISBN.checkCharacter13(ean.prefix(12))
            guard ean.last == expected else { throw .badCheckDigit(expected: expected) }
            digits = ean
        case 12:
            throw .upc
        default:
            throw .wrongLength(compact.count)
        }
    }

    /// Whether a text parses as an ISBN.
    public static func isValid(_ text: String) -> Bool {
        (try? ISBN(parsing: text)) != nil
    }

    /// The ISBN-10 form, for 978 numbers only: `5170795858`.
    public var isbn10: String? {
        guard digits.hasPrefix("978") else { return nil }
        let body = digits.dropFirst(3).prefix(9)
        return body + String(ISBN.checkCharacter10(body))
    }

    /// The ISBN-13 with hyphens from the agency's ranges: `978-5-17-079585-7`;
    /// the bare digits when the ranges do not cover the number.
    public var hyphenated: String {
        ISBNRangeTable.shared.hyphenated(digits) ?? ISBNRangeTable.shared.split(digits)?.joined(separator: "-") ?? digits
    }

    /// The ISBN-10 with hyphens: `5-17-079585-8`.
    public var hyphenated10: String? {
        guard let isbn10, let parts = ISBNRangeTable.shared.split(digits) else { return isbn10 }
        return (parts[1...3] + [String(isbn10.suffix(1))]).joined(separator: "-")
    }

    /// The date and origin of the hyphenation ranges.
    public static var rangeSource: String { ISBNRangeTable.source }

    public var description: String { hyphenated }

    public static func < (lhs: ISBN, rhs: ISBN) -> Bool { lhs.digits < rhs.digits }

    public init(from decoder: any Decoder) throws {
        try self.init(parsing: decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hyphenated)
    }

    static func checkCharacter10(_ nine: some StringProtocol) -> Character {
        let sum = nine.enumerated().reduce(0) { total, item in
            total + (10 - item.offset) * (item.element.wholeNumberValue ?? 0)
        }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : Character(String(check))
    }

    static func checkCharacter13(_ twelve: some StringProtocol) -> Character {
        let sum = twelve.enumerated().reduce(0) { total, item in
            total + (item.offset.isMultiple(of: 2) ? 1 : 3) * (item.element.wholeNumberValue ?? 0)
        }
        return Character(String((10 - sum % 10) % 10))
    }
}
