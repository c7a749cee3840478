import KartotekaCore

/// A library's statistics for a period as the API shows them: the whole library's figures, a
/// line per branch, class, category or section when a breakdown was asked for, copies lent by
/// month and by BBK section, and the fund's movement.
public struct StatisticsResource: Codable, Sendable, Hashable {
    /// The period's first day, `2027-03-01`.
    public var from: String
    /// Its last day.
    public var to: String
    /// The breakdown: `branch`, `class`, `category` or `section`; absent for none.
    public var by: String?
    /// The whole library's figures.
    public var total: StatisticsFiguresResource
    /// The breakdown's lines.
    public var rows: [StatisticsRowResource]
    /// Copies lent in each month the period touches.
    public var months: [StatisticsMonthResource]
    /// Copies lent by BBK section, every section listed.
    public var sections: [StatisticsSectionResource]
    /// The fund at the start, received, written off, at the end.
    public var fund: KSUResource.MovementLine

    /// The resource for a report.
    public init(_ report: StatisticsReport) {
        from = report.period.from.isoText
        to = report.period.to.isoText
        by = report.grouping?.rawValue
        total = StatisticsFiguresResource(report.total)
        rows = report.rows.map(StatisticsRowResource.init)
        months = report.months.map { StatisticsMonthResource(month: $0.isoText, loans: $0.loans) }
        sections = BBKSection.allCases.map { StatisticsSectionResource(section: $0.rawValue, loans: report.loansBySection[$0] ?? 0) }
        fund = KSUResource.MovementLine(report.fund)
    }
}

/// The desk's figures of a period (see ``StatisticsFigures``).
public struct StatisticsFiguresResource: Codable, Sendable, Hashable {
    public var loans: Int
    public var returns: Int
    public var visits: Int
    public var activeReaders: Int
    /// Absent where the breakdown cannot tell (by branch, by section).
    public var newReaders: Int?
    public var holdsPlaced: Int
    public var overdue: Int

    /// The resource for figures.
    public init(_ figures: StatisticsFigures) {
        loans = figures.loans
        returns = figures.returns
        visits = figures.visits
        activeReaders = figures.activeReaders
        newReaders = figures.newReaders
        holdsPlaced = figures.holdsPlaced
        overdue = figures.overdue
    }
}

/// A line of a breakdown.
public struct StatisticsRowResource: Codable, Sendable, Hashable {
    /// A branch's code, a class, a category or a section's code; empty for none recorded.
    public var key: String
    /// A branch's name.
    public var name: String?
    public var figures: StatisticsFiguresResource
    /// The line's fund; absent by class and by category.
    public var fund: KSUResource.MovementLine?

    /// The resource for a line.
    public init(_ row: StatisticsRow) {
        key = row.key
        name = row.name
        figures = StatisticsFiguresResource(row.figures)
        fund = row.fund.map(KSUResource.MovementLine.init)
    }
}

/// Copies lent in a month (`2027-03`).
public struct StatisticsMonthResource: Codable, Sendable, Hashable {
    public var month: String
    public var loans: Int
}

/// Copies lent of a BBK section.
public struct StatisticsSectionResource: Codable, Sendable, Hashable {
    public var section: String
    public var loans: Int
}

extension KSUResource.MovementLine {
    /// Its four lines: a heading and its tally.
    public var lines: [(StatisticsHeading, FundTallyResource)] {
        [(.atStart, start), (.received, received), (.writtenOff, writtenOff), (.atEnd, end)]
    }
}
