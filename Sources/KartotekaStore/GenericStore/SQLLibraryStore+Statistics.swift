import KartotekaCore

extension SQLLibraryStore {
    public func statistics(_ query: StatisticsQuery) throws -> StatisticsReport {
        try read { db in try db.statistics(query, calendar: calendar, now: clock.now()) }
    }

    public func publicLibraryReturns(_ period: LedgerPeriod) throws -> PublicLibraryReturns {
        try read { db in try db.publicLibraryReturns(period, calendar: calendar) }
    }

    public func dailyRegister(_ period: LedgerPeriod, branch: BranchCode?) throws -> DailyRegister {
        try read { db in try db.dailyRegister(period, branch: branch, calendar: calendar) }
    }
}
