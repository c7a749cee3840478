extension YearlyNumber {
    /// Reads `2027/5` (also `5/2027`, and `2027-5`), or a bare `5` in `defaultYear`; `nil` when the
    /// text is neither, or a bare number comes without a year to put it in.
    public init?(text: String, defaultYear: Int? = nil) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "-" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) && $0.count <= 9 }) else { return nil }
        let values = parts.compactMap { Int($0) }
        switch values.count {
        case 1:
            guard let defaultYear, values[0] > 0 else { return nil }
            self.init(year: defaultYear, number: values[0])
        case 2 where parts[0].count == 4 && values[1] > 0:
            self.init(year: values[0], number: values[1])
        case 2 where parts[1].count == 4 && values[0] > 0:
            self.init(year: values[1], number: values[0])
        default:
            return nil
        }
        guard (YearlyNumber.firstYear...9999).contains(year) else { return nil }
    }

    /// Reads a number as typed into `field`, refusing text that is none with what to write.
    public init(parsing text: String, defaultYear: Int?, field: String) throws(ValidationError) {
        guard let value = YearlyNumber(text: text, defaultYear: defaultYear) else {
            throw ValidationError(field: field, message: Bilingual { $0.yearlyNumberRule(text.trimmingCharacters(in: .whitespaces)) })
        }
        self = value
    }

    /// The first year an account may belong to.
    public static let firstYear = 1000

    /// `2027/5`.
    public var text: String { "\(year)/\(number)" }

    /// `2027-5`: the number in a URL's path, where a slash would part it.
    public var pathText: String { "\(year)-\(number)" }

    public var description: String { text }

    public static func < (lhs: YearlyNumber, rhs: YearlyNumber) -> Bool {
        (lhs.year, lhs.number) < (rhs.year, rhs.number)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let value = YearlyNumber(text: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a yearly number")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
