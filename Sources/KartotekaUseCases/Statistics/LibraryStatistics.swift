import KartotekaCore
import KartotekaStore

/// A library's statistics for a period, whole and broken down: what the statistics page, its CSV,
/// the API and `kartoteka stats` all show, counted once, as of the moment it is asked.
public struct LibraryStatistics: Query {
    public static let access = UseCaseAccess.permission(.lookUp)

    /// The period and the breakdown.
    public let query: StatisticsQuery

    /// The statistics `query` asks for.
    public init(_ query: StatisticsQuery) {
        self.query = query
    }

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> StatisticsReport {
        try transaction.connection.statistics(query, calendar: transaction.calendar, now: transaction.date)
    }
}
