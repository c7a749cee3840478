import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/stats`: a library's statistics for a period, whole and broken down.
enum StatisticsAPI {
    static let endpoints = [statistics]

    static let statistics = Endpoint.api(
        Routes.Statistics.statistics, .permission(.lookUp),
        Operation("A library's statistics for a period: loans, returns, visits, readers, holds, overdue, the fund.",
                  tag: .statistics, errors: [422],
                  description: "Loans (copies lent), returns and visits (a reader's day at the desk, borrowing or returning) of the "
                    + "period, a class set's textbooks not among them and a lost copy not returned; readers served and registered; "
                    + "holds placed; loans overdue at the end of its last day (now, while it is not over); copies lent by "
                    + "month and by BBK section; the fund at the start and end, received and written off. A period that ends before "
                    + "it starts, a day that is no date or an unknown breakdown is 422 saying what to fix."),
        ok: "The figures, whole and by the breakdown asked for.",
        work: .long
    ) { context in
        StatisticsResource(try context.ask(LibraryStatistics(try context.statisticsQuery())))
    }
}

extension RequestContext {
    /// The period and breakdown `from`, `to` and `by` name.
    func statisticsQuery() throws -> StatisticsQuery {
        try StatisticsQuery(from: try query(Routes.Statistics.from), to: try query(Routes.Statistics.to), by: try query(Routes.Statistics.by), today: today)
    }
}
