/// The copies lent in one month of a period (or in the part of it the period holds).
public struct StatisticsMonth: Sendable, Hashable, Codable {
    /// The year.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// Copies lent.
    public var loans: Int

    /// Creates the month.
    public init(year: Int, month: Int, loans: Int) {
        self.year = year
        self.month = month
        self.loans = loans
    }

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
