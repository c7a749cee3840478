import Foundation

extension Loan {
    /// Whether the copy is still out.
    public var isOpen: Bool { returnedAt == nil }

    /// Whether the reader still owes the copy: it is out, or it was lost and not yet made good.
    public var isOwed: Bool { isOpen || (lostAt != nil && lossSettledAt == nil) }

    /// Whether the copy is out past its due day.
    public func isOverdue(on today: Day) -> Bool {
        isOpen && today > dueOn
    }

    /// Whole days past the due day (0 when not overdue).
    public func daysOverdue(on today: Day) -> Int {
        isOverdue(on: today) ? dueOn.days(until: today) : 0
    }
}
