/// A copy taken back: the loan it closed, and where the copy goes next — onto the hold shelf or
/// to a pickup branch for the first hold of its title's queue, or home to its own branch.
public struct ReturnedCopy: Sendable, Hashable {
    /// The closed loan.
    public var loan: LoanDetails
    /// The branch the copy sets off to, when it travels (home, or to a hold's pickup branch).
    public var travelsTo: BranchCode?
    /// The hold that took the copy as it came back, if any.
    public var setAsideFor: HoldRecord?

    /// A copy taken back.
    public init(loan: LoanDetails, travelsTo: BranchCode?, setAsideFor: HoldRecord?) {
        self.loan = loan
        self.travelsTo = travelsTo
        self.setAsideFor = setAsideFor
    }
}
