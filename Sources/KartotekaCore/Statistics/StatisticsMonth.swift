extension StatisticsMonth {
    /// `2027-03`.
    public var isoText: String { "\(year)-\(month < 10 ? "0" : "")\(month)" }

    /// A month for every month the period touches, each with the loans of its days.
    public static func months(of period: LedgerPeriod, loansByDay: [Day: Int]) -> [StatisticsMonth] {
        var months: [StatisticsMonth] = []
        var first = Day(year: period.from.year, month: period.from.month, day: 1)!
        while first <= period.to {
            let next = first.addingMonth()
            let loans = loansByDay.reduce(0) { sum, entry in first <= entry.key && entry.key < next ? sum + entry.value : sum }
            months.append(StatisticsMonth(year: first.year, month: first.month, loans: loans))
            first = next
        }
        return months
    }
}
