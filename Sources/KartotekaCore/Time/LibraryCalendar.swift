import Foundation

extension LibraryCalendar {
    /// The calendar of UTC, for tests and for data without a zone.
    public static let utc = LibraryCalendar(timeZone: TimeZone(identifier: "UTC")!)

    /// The library day an instant falls on.
    public func day(of instant: Date) -> Day {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
        return Day(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
    }

    /// The local wall-clock time of an instant as `HHMMSS` (IRBIS loan times).
    public func compactTime(of instant: Date) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
        let secondsOfDay = ((seconds % 86_400) + 86_400) % 86_400
        return String(format: "%02d%02d%02d", secondsOfDay / 3600, secondsOfDay / 60 % 60, secondsOfDay % 60)
    }

    /// The local wall-clock time of an instant as `HH:MM`, as people read it.
    public func clockTime(of instant: Date) -> String {
        let compact = compactTime(of: instant)
        return "\(compact.prefix(2)):\(compact.dropFirst(2).prefix(2))"
    }

    /// The instant a library day starts, plus an `HHMMSS` time of day when given (IRBIS loans).
    public func instant(of day: Day, time: String = "") -> Date {
        let digits = time.filter(\.isASCIIDigit)
        var seconds = 0
        if digits.count == 6, let value = Int(digits) {
            seconds = value / 10_000 * 3_600 + value / 100 % 100 * 60 + value % 100
        }
        let local = TimeInterval(day.daysSinceEpoch * 86_400 + seconds)
        let guess = Date(timeIntervalSince1970: local)
        return Date(timeIntervalSince1970: local - TimeInterval(timeZone.secondsFromGMT(for: guess)))
    }
}
