/// A reader with the books they hold and their past loans, as the reader card shows it.
public struct ReaderDetails: Sendable, Hashable {
    /// The reader.
    public var record: ReaderRecord
    /// Loans still open, oldest due first.
    public var openLoans: [LoanDetails]
    /// Returned loans, newest first.
    public var history: [LoanDetails]

    /// Creates the details.
    public init(record: ReaderRecord, openLoans: [LoanDetails], history: [LoanDetails]) {
        self.record = record
        self.openLoans = openLoans
        self.history = history
    }
}
