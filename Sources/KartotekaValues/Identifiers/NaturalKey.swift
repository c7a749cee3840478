/// A short code people type and print: an inventory number, a reader ticket number.
///
/// Keys are trimmed and put in Unicode NFC form (a `Й` typed as `И` plus a combining breve is
/// one letter, stored one way), must not be empty, are at most ``maximumLength`` characters, and contain
/// only letters, digits and `- / . _`, at least one letter or digit — so they survive a QR card,
/// a barcode, an IRBIS field and a URL path.
public protocol NaturalKey: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The validated text.
    var rawValue: String { get }
    /// Creates the key without checking; use `init(validating:)` for input.
    init(unchecked rawValue: String)
    /// The form field name, for problem reports.
    static var field: String { get }
    /// How people call this key, in both languages (nominative, lower case).
    static var noun: Bilingual { get }
}

/// The longest key accepted.
public let maximumNaturalKeyLength = 32

extension NaturalKey {
    /// Validates typed or scanned text.
    public init(validating text: String) throws(ValidationError) {
        if Self.isPlainASCIIKey(text) {
            self.init(unchecked: text)
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        let noun = Self.noun
        if trimmed.isEmpty {
            throw ValidationError(field: Self.field, message: Bilingual { $0.keyMissing(noun) })
        }
        if trimmed.count > maximumNaturalKeyLength {
            throw ValidationError(field: Self.field, message: Bilingual { $0.keyTooLong(noun, limit: maximumNaturalKeyLength) })
        }
        let allowed = trimmed.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-/._".unicodeScalars.contains(scalar)
        }
        let hasLetterOrDigit = trimmed.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        if !allowed || !hasLetterOrDigit {
            throw ValidationError(field: Self.field, message: Bilingual { $0.keyHasWrongCharacters(noun) })
        }
        self.init(unchecked: trimmed)
    }

    /// Whether the text is a valid key as it stands, told from its bytes alone: ASCII letters,
    /// digits and `-/._`, with a letter or digit, no longer than a key — the common case, which
    /// needs neither trimming nor normalising.
    private static func isPlainASCIIKey(_ text: String) -> Bool {
        var hasLetterOrDigit = false
        var count = 0
        for byte in text.utf8 {
            count += 1
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: hasLetterOrDigit = true
            case 0x2D, 0x2E, 0x2F, 0x5F: break
            default: return false
            }
        }
        return hasLetterOrDigit && count <= maximumNaturalKeyLength
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        try self.init(validating: text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// Orders numbers numerically (so 9 comes before 10) and before every other key; other keys
    /// naturally, their runs of digits by value (`У1-2` before `У1-10`, `12/3` before `12/10`),
    /// the rest by text; keys that still tie (`007`, `7`) by text. This is a strict total order,
    /// so sorting and `min()` do not depend on the order the keys came in (``NaturalSortKey``).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        NaturalSortKey(lhs) < NaturalSortKey(rhs)
    }
}

/// The inventory number of a physical copy: unique in the library, printed on its label.
public struct InventoryNumber: NaturalKey {
    public let rawValue: String
    public init(unchecked rawValue: String) { self.rawValue = rawValue }
    public static let field = "inventoryNumber"
    public static let noun = Bilingual { $0.inventoryNumberNoun }
}

/// The number of a reader's ticket: unique in the library.
public struct TicketNumber: NaturalKey {
    public let rawValue: String
    public init(unchecked rawValue: String) { self.rawValue = rawValue }
    public static let field = "ticketNumber"
    public static let noun = Bilingual { $0.ticketNumberNoun }
}

/// The code of a branch of the library (a building, a department with its own fund): `ЦБ`,
/// `Ф1`, `school-2`. Unique; shown at the desks and used in IRBIS as the storage place.
public struct BranchCode: NaturalKey {
    public let rawValue: String
    public init(unchecked rawValue: String) { self.rawValue = rawValue }
    public static let field = "code"
    public static let noun = Bilingual { $0.branchCodeNoun }
}
