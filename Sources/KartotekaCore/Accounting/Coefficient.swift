extension Coefficient {
    /// One: the price as it is.
    public static let one = Coefficient(tenThousandths: 10_000)

    /// Reads `1`, `1.25` or `1,25`: above zero, at most four decimals, below 10 000.
    public init(parsing text: String, field: String = "coefficient") throws(ValidationError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: trimmed.contains(",") ? "," : ".", omittingEmptySubsequences: false)
        let invalid = ValidationError(field: field, message: Bilingual { $0.coefficientRule })
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts[0].count <= 4, parts[0].allSatisfy(\.isASCIIDigit),
              let whole = Int64(parts[0]) else { throw invalid }
        var fraction: Int64 = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...4).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let value = Int64(digits) else { throw invalid }
            fraction = value * [1_000, 100, 10, 1][digits.count - 1]
        }
        let value = whole * 10_000 + fraction
        guard value > 0 else { throw invalid }
        tenThousandths = value
    }

    /// `1.25`, `1`: without trailing zeros.
    public var text: String {
        let whole = tenThousandths / 10_000
        var fraction = String(tenThousandths % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }

    public var description: String { text }

    /// `price` times the coefficient, rounded half up to the kopeck.
    public func applied(to price: Money) -> Money {
        Money(kopecks: (price.kopecks * tenThousandths + 5_000) / 10_000)
    }

    public static func < (lhs: Coefficient, rhs: Coefficient) -> Bool { lhs.tenThousandths < rhs.tenThousandths }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = try Coefficient(parsing: String(number))
        } else {
            self = try Coefficient(parsing: container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
