/// A copy with its open loan and holder, as the title card shows it.
public struct CopyDetails: Sendable, Hashable {
    /// The copy.
    public var record: CopyRecord
    /// The open loan, if the copy is out.
    public var openLoan: Loan?
    /// The reader holding it, if out (and not anonymised).
    public var holder: LoanHolder?
    /// The branch whose desk lent it, if out.
    public var loanBranch: BranchCode?

    /// Creates the details.
    public init(record: CopyRecord, openLoan: Loan?, holder: LoanHolder?, loanBranch: BranchCode? = nil) {
        self.record = record
        self.openLoan = openLoan
        self.holder = holder
        self.loanBranch = loanBranch
    }
}
