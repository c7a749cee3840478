import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func statistics(_ query: StatisticsQuery) throws -> StatisticsReport {
        try read { db in try db.statistics(query, calendar: calendar) }
    }
}
