/// When overdue books stop a reader from borrowing more: at this many overdue loans, or once a
/// book is this many days overdue. `0` turns either off (the default).
public struct BlockThresholds: Sendable, Hashable, Codable {
    /// Overdue loans at which lending stops; 0: never.
    public var overdueLoans: Int
    /// Days overdue at which lending stops; 0: never.
    public var overdueDays: Int

    /// The values either may take.
    public static let range = 0...1_000

    /// Creates thresholds; both off by default.
    public init(overdueLoans: Int = 0, overdueDays: Int = 0) {
        self.overdueLoans = overdueLoans
        self.overdueDays = overdueDays
    }
}
