import Foundation

extension StatisticsQuery {
    /// Reads what the form, the API and the command line give: a first and a last day (either may
    /// be left out: the first or last of the month of the other, or of `today`) and a breakdown
    /// by name. A period that runs backwards or an unknown breakdown is refused.
    public init(from: Day?, to: Day?, by: String?, today: Day) throws(ValidationError) {
        var problems: [FieldProblem] = []
        let anchor = from ?? to ?? today
        let first = from ?? Day(year: anchor.year, month: anchor.month, day: 1)!
        let last = to ?? Day(year: first.year, month: first.month, day: 1)!.addingMonth().adding(days: -1)
        var period: LedgerPeriod?
        do { period = try LedgerPeriod(from: first, to: last) } catch { problems += error.problems }
        var grouping: StatisticsGrouping?
        if let by, !by.trimmingCharacters(in: .whitespaces).isEmpty {
            do { grouping = try StatisticsGrouping(parsing: by) } catch { problems += error.problems }
        }
        guard let period, problems.isEmpty else { throw ValidationError(problems) }
        self.init(period: period, grouping: grouping)
    }
}

extension Day {
    /// The first day of the next month.
    public func addingMonth() -> Day {
        month == 12 ? Day(year: year + 1, month: 1, day: 1)! : Day(year: year, month: month + 1, day: 1)!
    }
}
