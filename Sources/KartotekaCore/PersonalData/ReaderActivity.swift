
extension RetentionPolicy {
    /// Whether the policy destroys this reader's data on `today`, and why; a pupil who left school
    /// goes by the months after leaving (and after their last loan) first, anyone by the years after their
    /// last loan (or registration).
    public func destroys(_ reader: ReaderActivity, today: Day) -> DestructionCandidate? {
        guard !reader.stillServed else { return nil }
        let last = max(reader.registeredOn, reader.lastLoanOn ?? reader.registeredOn)
        if monthsAfterLeaving > 0, let left = reader.leftSchoolOn, left.addingMonths(monthsAfterLeaving) <= today,
           last.addingMonths(monthsAfterLeaving) <= today {
            return DestructionCandidate(ticket: reader.ticket, shortName: reader.shortName, reason: .leftSchool, since: left)
        }
        if yearsAfterLastLoan > 0, last.addingMonths(12 * yearsAfterLastLoan) <= today {
            return DestructionCandidate(ticket: reader.ticket, shortName: reader.shortName, reason: .lastLoan, since: last)
        }
        return nil
    }
}

extension Day {
    /// The same day `count` months later (the month's last day when it has no such day).
    func addingMonths(_ count: Int) -> Day {
        let months = year * 12 + (month - 1) + count
        let (newYear, newMonth) = (months / 12, months % 12 + 1)
        for last in stride(from: day, through: min(day, 28), by: -1) {
            if let result = Day(year: newYear, month: newMonth, day: last) { return result }
        }
        return Day(year: newYear, month: newMonth, day: 28) ?? self
    }
}
