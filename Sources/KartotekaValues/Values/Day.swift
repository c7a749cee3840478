import Foundation

/// A calendar day (Gregorian), without a time or a time zone: due dates, receipt dates, birthdays.
public struct Day: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// Creates a day; `nil` when no such date exists.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Day.length(ofMonth: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`, `YYYYMMDD` (IRBIS) or `DD.MM.YYYY` (as Russians type dates).
    public init(parsing text: String, field: String = "date") throws(ValidationError) {
        if let stored = Day(isoDigits: text) {
            self = stored
            return
        }
        if let compact = Day.compactDigits(text), let value = Day(year: compact.0, month: compact.1, day: compact.2) {
            self = value
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let numbers: [Int]?
        if let compact = Day.compactDigits(trimmed) {
            numbers = [compact.0, compact.1, compact.2]
        } else if trimmed.contains(".") {
            let parts = trimmed.split(separator: ".").compactMap { Int($0) }
            numbers = parts.count == 3 && trimmed.split(separator: ".")[2].count == 4 ? [parts[2], parts[1], parts[0]] : nil
        } else {
            let parts = trimmed.split(separator: "-")
            numbers = parts.count == 3 && parts[0].count == 4 ? parts.compactMap { Int($0) } : nil
        }
        guard let numbers, numbers.count == 3, let value = Day(year: numbers[0], month: numbers[1], day: numbers[2]) else {
            throw ValidationError(field: field, message: Bilingual { $0.dayNotUnderstood(trimmed) })
        }
        self = value
    }

    /// `YYYY-MM-DD`.
    public var isoText: String { digits(separator: UInt8(ascii: "-")) }
    /// `YYYYMMDD`, as IRBIS writes dates.
    public var compactText: String { digits(separator: nil) }
    /// `DD.MM.YYYY`, as dates are shown to Russian readers.
    public var russianText: String { String(format: "%02d.%02d.%04d", day, month, year) }

    /// The date as a person reads it in the given language.
    public func text(in language: Language) -> String {
        language == .russian ? russianText : isoText
    }

    public var description: String { isoText }

    /// Days since 1970-01-01 (negative before).
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day a given number of days since 1970-01-01.
    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> Day {
        Day(daysSinceEpoch: daysSinceEpoch + count)
    }

    /// Whole days from this day to another (positive when `other` is later).
    public func days(until other: Day) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = try Day(parsing: text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isoText)
    }

    private static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
