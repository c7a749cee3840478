/// What the whole text of a search box may be besides words: an identifier a librarian types
/// or scans.
public enum SearchIdentifier: Sendable, Hashable {
    /// An ISBN, with or without hyphens, ISBN-10 or -13 (its check digit right).
    case isbn(ISBN)
    /// A class of the BBK or UDC: `84(2Рос=Рус)6`, `821.161.1-31` — the titles of that class and
    /// of its subdivisions.
    case classification(String)
    /// An author sign: `Л49`, `Л 49`, `Ч-49`.
    case authorSign(letter: String, number: String)
    /// A copy's inventory number or barcode: one word with a digit in it.
    case copyNumber(String)

    /// Recognises the text as an identifier, or `nil` when it can only be words.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 64 else { return nil }
        if let isbn = Self.isbn(trimmed) {
            self = .isbn(isbn)
        } else if let sign = Self.authorSign(trimmed) {
            self = sign
        } else if Self.isClassification(trimmed) {
            self = .classification(trimmed)
        } else if Self.isCopyNumber(trimmed) {
            self = .copyNumber(trimmed)
        } else {
            return nil
        }
    }

    /// An ISBN when the text is one: mostly digits (a word with a few digits is not).
    private static func isbn(_ text: String) -> ISBN? {
        let digits = text.utf8.filter { (0x30...0x39).contains($0) }.count
        guard digits >= 9 else { return nil }
        return try? ISBN(parsing: text)
    }

    /// `Л49`, `л 49`, `Ч-49`: one letter, a space or hyphen or nothing, two or three digits.
    private static func authorSign(_ text: String) -> SearchIdentifier? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 3, scalars.count <= 5, scalars[0].properties.isAlphabetic else { return nil }
        var rest = scalars.dropFirst()
        if rest.first == " " || rest.first == "-" { rest = rest.dropFirst() }
        guard (2...3).contains(rest.count), rest.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return .authorSign(letter: String(scalars[0]).uppercased(), number: String(String.UnicodeScalarView(rest)))
    }

    /// A class index: starts with a digit, has the punctuation of class notation (`.`, `(`, `=`,
    /// `:`, `/`, `+`), and nothing but letters, digits and that punctuation.
    private static func isClassification(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("0"..."9").contains(first) else { return false }
        let notation = Set(".()=:/+-'\"[]*".unicodeScalars)
        let marks = Set(".(=:/+".unicodeScalars)
        return text.unicodeScalars.contains { marks.contains($0) }
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || notation.contains($0) }
    }

    /// One word of letters, digits, `-`, `/`, `.`, `_` with a digit in it, no longer than a key.
    private static func isCopyNumber(_ text: String) -> Bool {
        guard text.count <= maximumNaturalKeyLength, text.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-/._".unicodeScalars.contains($0) }
    }

    /// The text `typed` as a copy's inventory number or barcode, when it may be one: a class index
    /// may be an inventory number too (`2024/15`), and so may what reads as an author sign (`Б123`,
    /// `У-15`, numbers many libraries give their copies) or an ISBN (`2024000010` passes its check).
    public func copyNumberCandidate(typed: String) -> String? {
        switch self {
        case .copyNumber(let text): text
        case .classification(let text): Self.isCopyNumber(text) ? text : nil
        case .authorSign, .isbn:
            Self.isCopyNumber(typed.trimmingCharacters(in: .whitespaces)) ? typed.trimmingCharacters(in: .whitespaces) : nil
        }
    }

    /// The stored forms an author sign may have: `Л49`, `Л 49`, `Л-49`.
    public static func authorSignForms(letter: String, number: String) -> [String] {
        ["", " ", "-"].map { letter + $0 + number }
    }
}
