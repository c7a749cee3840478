import Foundation

extension Money {
    /// Parses what people type: `254`, `254.00`, `254,5`, `1 254,50`, `254 руб.`.
    public init(parsing text: String, field: String = "price") throws(ValidationError) {
        if let kopecks = Money.plainKopecks(text) {
            self.kopecks = kopecks
            return
        }
        var cleaned = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        for suffix in ["руб.", "руб", "р.", "₽", "rub"] where cleaned.hasSuffix(suffix) {
            cleaned = String(cleaned.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        cleaned.removeAll { $0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" }
        let parts = cleaned.split(separator: cleaned.contains(",") ? "," : ".", omittingEmptySubsequences: false)
        let invalid = ValidationError(field: field, message: Bilingual { $0.priceRule })
        guard (1...2).contains(parts.count), parts[0].allSatisfy(\.isASCIIDigit), let whole = Int64(parts[0]) else {
            throw invalid
        }
        var fraction: Int64 = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...2).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let value = Int64(digits) else {
                throw invalid
            }
            fraction = digits.count == 1 ? value * 10 : value
        }
        guard whole < 1_000_000_000 else {
            throw ValidationError(field: field, message: Bilingual { $0.priceTooLarge })
        }
        self.kopecks = whole * 100 + fraction
    }

    /// The amount with a point and two decimals, as IRBIS and the QR card write it: `254.00`; a
    /// difference below zero (a sum that does not reconcile) with its sign in front: `-254.50`.
    public var decimalText: String {
        let fraction = kopecks.magnitude % 100
        return "\(kopecks < 0 ? "-" : "")\(kopecks.magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The amount without a fraction when it is whole (`254`, `-254`), else with two decimals.
    public var shortText: String {
        kopecks % 100 == 0 ? String(kopecks / 100) : decimalText
    }

    public var description: String { decimalText }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.kopecks < rhs.kopecks }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            guard number >= 0, number < 1_000_000_000 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "price out of range")
            }
            self.kopecks = Int64((number * 100).rounded())
        } else {
            self = try Money(parsing: container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(decimalText)
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
