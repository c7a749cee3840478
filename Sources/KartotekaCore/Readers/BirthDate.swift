import Foundation

/// When a reader was born: the full date, or only the year (IRBIS keeps the year).
public enum BirthDate: Sendable, Hashable, Codable, CustomStringConvertible {
    case day(Day)
    case year(Int)

    /// The year of birth.
    public var year: Int {
        switch self {
        case .day(let day): day.year
        case .year(let year): year
        }
    }

    /// Parses `1990`, `1990-05-17` or `17.05.1990`.
    public init(parsing text: String, field: String = "birth") throws(ValidationError) {
        let trimmed = text.trimmedOfSpaces
        if trimmed.count == 4, let year = Int(trimmed) {
            guard (BirthDate.earliestYear...2100).contains(year) else {
                throw ValidationError(field: field, message: BirthDate.yearOutOfRange(year))
            }
            self = .year(year)
        } else {
            self = .day(try Day(parsing: trimmed, field: field))
        }
    }

    /// The earliest birth year a reader may have.
    static let earliestYear = 1900

    /// The message for a birth year outside the accepted range.
    static func yearOutOfRange(_ year: Int) -> Bilingual {
        Bilingual { $0.birthYearOutOfRange(year) }
    }

    /// `1990` or `1990-05-17`.
    public var description: String {
        switch self {
        case .day(let day): day.isoText
        case .year(let year): String(year)
        }
    }

    public init(from decoder: any Decoder) throws {
        try self.init(parsing: decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
