import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Day: calendar dates")
struct DayTests {
    private static func day(_ year: Int, _ month: Int, _ day: Int) -> Day {
        Day(year: year, month: month, day: day)!
    }

    @Test("parses ISO, IRBIS and Russian forms", arguments: [
        ("2024-02-29", 2024, 2, 29),
        ("20240229", 2024, 2, 29),
        ("29.02.2024", 2024, 2, 29),
        ("  2024-01-05 ", 2024, 1, 5),
        ("2024-1-5", 2024, 1, 5),
        ("5.1.2024", 2024, 1, 5),
        ("2000-02-29", 2000, 2, 29),
        ("0001-01-01", 1, 1, 1),
        ("9999-12-31", 9999, 12, 31),
    ])
    func parses(text: String, year: Int, month: Int, day: Int) throws {
        let parsed = try Day(parsing: text)
        #expect((parsed.year, parsed.month, parsed.day) == (year, month, day))
    }

    @Test("refuses dates that do not exist and forms it does not know", arguments: [
        "2023-02-29", "29.02.2023", "20230229", "1900-02-29", "2100-02-29", "2024-04-31", "31.06.2024",
        "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-32", "0000-01-01",
        "", "yesterday", "2024/01/05", "05.01.24", "24-01-05", "2024-01-05T10:00:00Z", "2024-01", "2024",
    ])
    func refuses(text: String) throws {
        let found = problems { try Day(parsing: text) }
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.field == "date")
        #expect(problem.message.russian.contains("ГГГГ-ММ-ДД"))
        #expect(problem.message.english.contains("YYYY-MM-DD"))
    }

    @Test func reportsUnderTheFieldAskedForAndQuotesTheText() throws {
        let problem = try #require(problems { try Day(parsing: " 2023-02-29 ", field: "receivedOn") }.first)
        #expect(problem.field == "receivedOn")
        #expect(problem.message.russian.contains("«2023-02-29»"))
        #expect(problem.message.english.contains("“2023-02-29”"))
    }

    @Test func componentsMustMakeARealDay() {
        #expect(Day(year: 2024, month: 2, day: 29) != nil)
        #expect(Day(year: 2023, month: 2, day: 29) == nil)
        #expect(Day(year: 2024, month: 11, day: 31) == nil)
        #expect(Day(year: 0, month: 1, day: 1) == nil)
        #expect(Day(year: 10_000, month: 1, day: 1) == nil)
        #expect(Day(year: 2024, month: 1, day: 0) == nil)
    }

    @Test func writesEachForm() {
        let day = Self.day(2024, 3, 7)
        #expect(day.isoText == "2024-03-07")
        #expect(day.compactText == "20240307")
        #expect(day.russianText == "07.03.2024")
        #expect(day.description == "2024-03-07")
        #expect(day.text(in: .russian) == "07.03.2024")
        #expect(day.text(in: .english) == "2024-03-07")
        #expect(Self.day(999, 1, 2).isoText == "0999-01-02")
    }

    @Test("adds days across months, leap days and years", arguments: [
        ((2024, 1, 31), 1, (2024, 2, 1)),
        ((2024, 2, 28), 1, (2024, 2, 29)),
        ((2023, 2, 28), 1, (2023, 3, 1)),
        ((2024, 12, 25), 14, (2025, 1, 8)),
        ((2024, 12, 31), 1, (2025, 1, 1)),
        ((2024, 3, 1), -1, (2024, 2, 29)),
        ((2025, 1, 1), -1, (2024, 12, 31)),
        ((2024, 1, 1), 366, (2025, 1, 1)),
        ((2023, 1, 1), 365, (2024, 1, 1)),
        ((1970, 1, 1), -1, (1969, 12, 31)),
        ((2024, 5, 10), 0, (2024, 5, 10)),
    ] as [((Int, Int, Int), Int, (Int, Int, Int))])
    func adds(start: (Int, Int, Int), count: Int, end: (Int, Int, Int)) {
        let from = Self.day(start.0, start.1, start.2)
        let to = Self.day(end.0, end.1, end.2)
        #expect(from.adding(days: count) == to)
        #expect(from.days(until: to) == count)
        #expect(to.days(until: from) == -count)
    }

    @Test func countsFromTheEpoch() {
        #expect(Self.day(1970, 1, 1).daysSinceEpoch == 0)
        #expect(Self.day(1969, 12, 31).daysSinceEpoch == -1)
        #expect(Self.day(2000, 3, 1).daysSinceEpoch == 11_017)
        #expect(Day(daysSinceEpoch: 19_782) == Self.day(2024, 2, 29))
    }

    @Test func everyDayFrom1800To2200ConvertsBothWaysInOrder() throws {
        let first = Self.day(1800, 1, 1).daysSinceEpoch
        let last = Self.day(2200, 12, 31).daysSinceEpoch
        var previous = Day(daysSinceEpoch: first - 1)
        for count in first...last {
            let day = Day(daysSinceEpoch: count)
            guard day.daysSinceEpoch == count, previous < day,
                  Day(year: day.year, month: day.month, day: day.day) == day,
                  try Day(parsing: day.isoText) == day else {
                Issue.record("day \(count) (\(day)) does not round-trip or sort after \(previous)")
                return
            }
            previous = day
        }
    }

    @Test func ordersByDate() {
        #expect(Self.day(2024, 1, 31) < Self.day(2024, 2, 1))
        #expect(Self.day(2023, 12, 31) < Self.day(2024, 1, 1))
        #expect(!(Self.day(2024, 1, 1) < Self.day(2024, 1, 1)))
    }

    @Test func decodesAnyFormAndEncodesISO() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Day.self, from: Data(#""29.02.2024""#.utf8)) == Self.day(2024, 2, 29))
        #expect(throws: ValidationError.self) { try decoder.decode(Day.self, from: Data(#""2023-02-29""#.utf8)) }
        let encoded = try JSONEncoder().encode(Self.day(2024, 2, 29))
        #expect(String(decoding: encoded, as: UTF8.self) == #""2024-02-29""#)
    }
}
