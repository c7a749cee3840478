import KartotekaCore

/// A library's statistics for a period: what the desk did, who it served, what was held and is
/// overdue, and how the fund moved — for the monthly and yearly reports.
public protocol StatisticsStore: Sendable {
    /// The figures of a period, for the whole library and by the query's breakdown, in one
    /// transaction.
    func statistics(_ query: StatisticsQuery) throws -> StatisticsReport
    /// 6-НК of a period: each branch's return and the network's consolidated one, in one transaction.
    func publicLibraryReturns(_ period: LedgerPeriod) throws -> PublicLibraryReturns
    /// The daily register of a period (a month): of a branch, or (`nil`) the whole library.
    func dailyRegister(_ period: LedgerPeriod, branch: BranchCode?) throws -> DailyRegister
}
