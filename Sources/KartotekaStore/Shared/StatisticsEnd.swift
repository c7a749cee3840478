import Foundation
import KartotekaCore

/// Where the period's debts are counted: its end, or now while it is not over.
struct StatisticsEnd {
    /// The instant a loan still out at is a debt: the period's end, or now if sooner.
    let instant: Int64
    /// The last due day of a debt then: the period's last day, or yesterday if sooner.
    let lastDueDay: Day
    /// Whether the period has begun at all: one to come has no debts of its own yet.
    let hasBegun: Bool

    /// The end of `span` as seen at `now`.
    init(_ span: StatisticsSpan, calendar: LibraryCalendar, now: Date) {
        instant = min(span.until, Int64(now.timeIntervalSince1970.rounded(.down)))
        lastDueDay = min(span.period.to, calendar.day(of: now).adding(days: -1))
        hasBegun = span.from <= Int64(now.timeIntervalSince1970.rounded(.down))
    }
}
