/// A day of the year that comes round every year — the end of the school year a loan rule lends
/// textbooks until: written `05-31` (or `31.05`).
public struct MonthDay: Sendable, Hashable, Codable, CustomStringConvertible {
    /// 1 to 12.
    public let month: Int
    /// 1 to the month's last day (29 for February, which in other years means the 28th).
    public let day: Int

    /// Creates the day; `nil` for no such day.
    public init?(month: Int, day: Int) {
        guard Day(year: 2000, month: month, day: day) != nil else { return nil }
        self.month = month
        self.day = day
    }

    /// Reads `05-31` or `31.05`; refused with what to write.
    public init(parsing text: String, field: String) throws(ValidationError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let dotted = trimmed.contains(".")
        let parts = trimmed.split(separator: dotted ? "." : "-").map { Int($0) }
        guard parts.count == 2, let first = parts[0], let second = parts[1],
              let value = dotted ? MonthDay(month: second, day: first) : MonthDay(month: first, day: second) else {
            throw ValidationError(field: field, message: Bilingual { $0.monthDayRule })
        }
        self = value
    }

    /// `05-31`.
    public var text: String { "\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)" }

    public var description: String { text }

    /// The first such day after `day` (the 28th of February in a year without the 29th).
    public func next(after day: Day) -> Day {
        for year in [day.year, day.year + 1] {
            let candidate = Day(year: year, month: month, day: self.day) ?? Day(year: year, month: month, day: self.day - 1)!
            if candidate > day { return candidate }
        }
        return Day(year: day.year + 2, month: month, day: min(self.day, 28))!
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = try MonthDay(parsing: text, field: "until")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
