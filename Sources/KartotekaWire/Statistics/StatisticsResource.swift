import KartotekaValues

/// A library's statistics for a period as the API shows them: the whole library's figures, a
/// line per branch, class, category or section when a breakdown was asked for, copies lent by
/// month and by BBK section, and the fund's movement.
public struct StatisticsResource: Codable, Sendable, Hashable {
    /// The period's first day, `2027-03-01`.
    public var from: String = ""
    /// Its last day.
    public var to: String = ""
    /// The breakdown: `branch`, `class`, `category` or `section`; absent for none.
    public var by: String?
    /// The whole library's figures.
    public var total: StatisticsFiguresResource = StatisticsFiguresResource()
    /// The breakdown's lines.
    public var rows: [StatisticsRowResource] = []
    /// Copies lent in each month the period touches.
    public var months: [StatisticsMonthResource] = []
    /// Copies lent by BBK section, every section listed.
    public var sections: [StatisticsSectionResource] = []
    /// The fund at the start, received, written off, at the end.
    public var fund: KSUResource.MovementLine = KSUResource.MovementLine()

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

/// The desk's figures of a period (see ``StatisticsFigures``).
public struct StatisticsFiguresResource: Codable, Sendable, Hashable {
    public var loans: Int = 0
    public var returns: Int = 0
    public var visits: Int = 0
    public var activeReaders: Int = 0
    /// Absent where the breakdown cannot tell (by branch, by section).
    public var newReaders: Int?
    public var holdsPlaced: Int = 0
    public var overdue: Int = 0

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

/// A line of a breakdown.
public struct StatisticsRowResource: Codable, Sendable, Hashable {
    /// A branch's code, a class (`leavers` for pupils who have left school), a category or a
    /// section's code; empty for none recorded.
    public var key: String = ""
    /// A branch's name.
    public var name: String?
    public var figures: StatisticsFiguresResource = StatisticsFiguresResource()
    /// The line's fund; absent by class and by category.
    public var fund: KSUResource.MovementLine?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

/// Copies lent in a month (`2027-03`).
public struct StatisticsMonthResource: Codable, Sendable, Hashable {
    public var month: String
    public var loans: Int

    /// Creates it from its parts.
    public init(month: String, loans: Int) {
        self.month = month
        self.loans = loans
    }
}

/// Copies lent of a BBK section.
public struct StatisticsSectionResource: Codable, Sendable, Hashable {
    public var section: String
    public var loans: Int

    /// Creates it from its parts.
    public init(section: String, loans: Int) {
        self.section = section
        self.loans = loans
    }
}


extension StatisticsResource: SchemaDescribed {
    public static let schema = Schema<StatisticsResource>.resource(
        "Statistics",
        "A library's statistics for a period: the whole library, a line per branch, class, category or BBK section when "
            + "asked, loans by month and by section, and the fund's movement. Visits and readers count once in the total "
            + "however many lines they appear on.",
        [
            .init("from", \.from, .date()), .init("to", \.to, .date()), .init("by", \.by, .string(values: StatisticsGrouping.codes)),
            .init("total", \.total), .init("rows", \.rows), .init("months", \.months), .init("sections", \.sections),
            .init("fund", \.fund),
        ])
}

extension StatisticsFiguresResource: SchemaDescribed {
    public static let schema = Schema<StatisticsFiguresResource>.resource(
        "StatisticsFigures", "The desk's figures of a period.",
        [
            .init("loans", \.loans, .integer("Книговыдача: copies lent.", minimum: 0)),
            .init("returns", \.returns, .integer("Copies taken back.", minimum: 0)),
            .init("visits", \.visits, .integer("Visits: one per reader and day on which they borrowed or returned.", minimum: 0)),
            .init("activeReaders", \.activeReaders, .integer("Readers who borrowed or returned.", minimum: 0)),
            .init("newReaders", \.newReaders, .integer("Readers registered; absent by branch and by section.", minimum: 0)),
            .init("holdsPlaced", \.holdsPlaced, .integer("Holds placed.", minimum: 0)),
            .init("overdue", \.overdue, .integer("Loans due by the last day and not back at its end.", minimum: 0)),
        ])
}

extension StatisticsRowResource: SchemaDescribed {
    public static let schema = Schema<StatisticsRowResource>.resource(
        nil, "A line of the breakdown; `fund` by branch (its own copies) and by section only.",
        [
            .init("key", \.key, "A branch's code, a class (`leavers` for pupils who have left school), a category or a section; empty for none recorded."),
            .init("name", \.name, "A branch's name."), .init("figures", \.figures), .init("fund", \.fund),
        ])
}

extension StatisticsMonthResource: SchemaDescribed {
    public static let schema = Schema<StatisticsMonthResource>.resource(nil, nil, [
        .init("month", \.month, "`2027-03`."), .init("loans", \.loans, .count),
    ])
}

extension StatisticsSectionResource: SchemaDescribed {
    public static let schema = Schema<StatisticsSectionResource>.resource(nil, nil, [
        .init("section", \.section, .string(values: BBKSection.codes)), .init("loans", \.loans, .count),
    ])
}
