/// A copy with its open loan and holder, as the title card shows it.
public struct CopyDetails: Sendable, Hashable {
    /// The copy.
    public var record: CopyRecord
    /// The open loan, if the copy is out.
    public var openLoan: Loan?
    /// The reader holding it, if out (and not anonymised).
    public var holder: LoanHolder?

    /// Creates the details.
    public init(record: CopyRecord, openLoan: Loan?, holder: LoanHolder?) {
        self.record = record
        self.openLoan = openLoan
        self.holder = holder
    }
}
