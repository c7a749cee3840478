import KartotekaCore
import KartotekaStore

extension LibraryStatistics {
    public static let access = UseCaseAccess.permission(.lookUp)

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> StatisticsReport {
        try transaction.connection.statistics(query, calendar: transaction.calendar, now: transaction.date)
    }
}
