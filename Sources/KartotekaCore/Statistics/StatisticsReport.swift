/// A library's statistics for a period: the desk's figures for the whole library and, when asked,
/// line by line of a breakdown; copies lent month by month and by BBK section (the two charts);
/// and the fund's movement as the book of summary accounting counts it.
public struct StatisticsReport: Sendable, Hashable {
    /// The days counted.
    public var period: LedgerPeriod
    /// The breakdown, if one was asked for.
    public var grouping: StatisticsGrouping?
    /// A line per branch, class, category or section that has something to count, in the
    /// breakdown's order (what has no class or category last); empty without a breakdown.
    public var rows: [StatisticsRow]
    /// The whole library's figures. Visits and readers are counted once however many lines they
    /// appear on, so they may be less than the lines' sum.
    public var total: StatisticsFigures
    /// Copies lent in each month the period touches.
    public var months: [StatisticsMonth]
    /// Copies lent by the BBK section of their titles, every section listed.
    public var loansBySection: [BBKSection: Int]
    /// The fund: at the start, received, written off, at the end.
    public var fund: KSUMovementLine

    /// Assembles the report, putting the lines in the breakdown's order.
    public init(query: StatisticsQuery, rows: [StatisticsRow], total: StatisticsFigures, loansByDay: [Day: Int],
                loansBySection: [BBKSection: Int], fund: KSUMovementLine) {
        period = query.period
        grouping = query.grouping
        self.rows = rows.sorted(by: StatisticsReport.order(query.grouping))
        self.total = total
        months = StatisticsMonth.months(of: query.period, loansByDay: loansByDay)
        self.loansBySection = Dictionary(uniqueKeysWithValues: BBKSection.allCases.map { ($0, loansBySection[$0] ?? 0) })
        self.fund = fund
    }

    /// Lines without a key last; classes as classes go (2А before 10А), the leavers after them, sections in the book of
    /// summary accounting's order, the rest by key.
    private static func order(_ grouping: StatisticsGrouping?) -> (StatisticsRow, StatisticsRow) -> Bool {
        { left, right in
            if left.key.isEmpty != right.key.isEmpty { return right.key.isEmpty }
            switch grouping {
            case .schoolClass:
                if let first = try? SchoolClass(parsing: left.key), let second = try? SchoolClass(parsing: right.key) { return first < second }
            case .section:
                let sections = BBKSection.allCases
                if let first = sections.firstIndex(where: { $0.rawValue == left.key }),
                   let second = sections.firstIndex(where: { $0.rawValue == right.key }) { return first < second }
            case .branch, .category, nil: break
            }
            return left.key < right.key
        }
    }
}
