/// The desk's figures for a period, for the library or one part of it, as a librarian reports
/// them every month and year (form 6-НК counts книговыдача, посещения and registered readers).
public struct StatisticsFigures: Sendable, Hashable, Codable {
    /// Книговыдача: copies lent in the period (renewals are not new loans).
    public var loans: Int
    /// Copies taken back in the period.
    public var returns: Int
    /// Посещения: desk visits, one per reader and day on which they borrowed or returned.
    public var visits: Int
    /// Readers who borrowed or returned in the period.
    public var activeReaders: Int
    /// Readers registered in the period; `nil` where a breakdown cannot tell (by branch, by section).
    public var newReaders: Int?
    /// Holds placed in the period.
    public var holdsPlaced: Int
    /// Loans not back by the end of the period's last day that were due by then.
    public var overdue: Int

    /// Creates figures; all zero by default.
    public init(loans: Int = 0, returns: Int = 0, visits: Int = 0, activeReaders: Int = 0, newReaders: Int? = 0, holdsPlaced: Int = 0,
                overdue: Int = 0) {
        self.loans = loans
        self.returns = returns
        self.visits = visits
        self.activeReaders = activeReaders
        self.newReaders = newReaders
        self.holdsPlaced = holdsPlaced
        self.overdue = overdue
    }
}
