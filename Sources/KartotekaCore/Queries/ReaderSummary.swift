/// A row of the readers list.
public struct ReaderSummary: Sendable, Hashable {
    /// The reader.
    public var record: ReaderRecord
    /// How many books the reader holds.
    public var openLoanCount: Int
    /// How many of those are overdue.
    public var overdueCount: Int

    /// Creates a summary.
    public init(record: ReaderRecord, openLoanCount: Int, overdueCount: Int) {
        self.record = record
        self.openLoanCount = openLoanCount
        self.overdueCount = overdueCount
    }
}
