import KartotekaCore

extension SQLLibraryStore {
    public func statistics(_ query: StatisticsQuery) throws -> StatisticsReport {
        try read { db in try db.statistics(query, calendar: calendar) }
    }
}
