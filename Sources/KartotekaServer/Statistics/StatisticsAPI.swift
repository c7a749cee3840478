import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/stats`: a library's statistics for a period, whole and broken down.
enum StatisticsAPI {
    static let endpoints = [statistics]

    static let from = QueryParameter<Day>("from", schema: OpenAPISchema.dayInput("The period's first day.", nullable: false),
                                          description: "The period's first day; the first of the month of `to` (or of today) by default.") {
        try Day(parsing: $0, field: "from")
    }
    static let to = QueryParameter<Day>("to", schema: OpenAPISchema.dayInput("The period's last day.", nullable: false),
                                        description: "The period's last day; the last of the month of `from` by default.") {
        try Day(parsing: $0, field: "to")
    }
    static let by = QueryParameter<String>(
        StatisticsGrouping.field, schema: OpenAPISchema.string(values: StatisticsGrouping.allCases.map(\.rawValue)),
        description: "What to break the figures down by: the branch, the reader's class or category, the BBK section of the book.") {
        try StatisticsGrouping(parsing: $0).rawValue
    }

    static let statistics = Endpoint.api(
        .get, "/api/v1/stats", .permission(.lookUp),
        Operation("getStatistics", "A library's statistics for a period: loans, returns, visits, readers, holds, overdue, the fund.",
                  tag: .statistics, errors: [422],
                  description: "Loans (copies lent), returns and visits (a reader's day at the desk, borrowing or returning) of the "
                    + "period; readers served and registered; holds placed; loans overdue at the end of its last day; copies lent by "
                    + "month and by BBK section; the fund at the start and end, received and written off. A period that ends before "
                    + "it starts, a day that is no date or an unknown breakdown is 422 saying what to fix."),
        query: [from, to, by], answer: .ok(Schemas.statistics, "The figures, whole and by the breakdown asked for."), work: .long
    ) { context in
        StatisticsResource(try context.store.statistics(try context.statisticsQuery()))
    }
}

extension RequestContext {
    /// The period and breakdown `from`, `to` and `by` name.
    func statisticsQuery() throws -> StatisticsQuery {
        try StatisticsQuery(from: try query(StatisticsAPI.from), to: try query(StatisticsAPI.to), by: try query(StatisticsAPI.by), today: today)
    }
}
