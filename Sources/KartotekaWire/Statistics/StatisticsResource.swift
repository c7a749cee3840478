import KartotekaValues

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
