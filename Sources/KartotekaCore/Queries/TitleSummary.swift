/// A row of the catalogue list: the title and how its copies stand.
public struct TitleSummary: Sendable, Hashable {
    /// The title.
    public var record: TitleRecord
    /// How many copies the library has.
    public var copyCount: Int
    /// How many are on the shelf.
    public var availableCount: Int
    /// How many are on loan.
    public var onLoanCount: Int
    /// How many of those are overdue.
    public var overdueCount: Int
    /// How its copies stand at each branch that has any (the main branch first).
    public var byBranch: [BranchCopyCounts]

    /// Creates a summary.
    public init(record: TitleRecord, copyCount: Int, availableCount: Int, onLoanCount: Int, overdueCount: Int,
                byBranch: [BranchCopyCounts] = []) {
        self.record = record
        self.copyCount = copyCount
        self.availableCount = availableCount
        self.onLoanCount = onLoanCount
        self.overdueCount = overdueCount
        self.byBranch = byBranch
    }
}
