/// What the day at the desk starts with, on the home page: the loans due today and those overdue,
/// the held books waiting on the hold shelf, the notices that failed, the stock checks not ended.
public struct DeskToday: Sendable, Hashable {
    /// Open loans due today.
    public var dueToday: Int
    /// Open loans past their due day.
    public var overdue: Int
    /// Holds whose book waits on the hold shelf.
    public var holdsWaiting: Int
    /// Notices whose sending failed.
    public var failedNotices: Int
    /// The stock checks started and not finished, oldest first.
    public var stocktakesInProgress: [StocktakeID]

    /// Creates the summary.
    public init(dueToday: Int = 0, overdue: Int = 0, holdsWaiting: Int = 0, failedNotices: Int = 0,
                stocktakesInProgress: [StocktakeID] = []) {
        self.dueToday = dueToday
        self.overdue = overdue
        self.holdsWaiting = holdsWaiting
        self.failedNotices = failedNotices
        self.stocktakesInProgress = stocktakesInProgress
    }
}
