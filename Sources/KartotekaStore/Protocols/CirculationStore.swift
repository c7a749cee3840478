import KartotekaCore

/// Lending, returning and renewing, under the library's loan rules and blocks. Every method is one
/// transaction, and at most one loan per copy is ever open, even under concurrent requests.
public protocol CirculationStore: Sendable {
    /// Lends a copy to a reader until `dueOn` (default: today plus the loan period) at the desk of
    /// a branch (`nil`: wherever the copy is). Throws ``LoanError/copyAtAnotherBranch(_:at:)`` for
    /// a copy at another branch and ``LoanError/copyTravelling(_:to:)`` for one on its way.
    func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?, at branch: BranchCode?) throws -> LoanDetails
    /// Takes a copy back at the desk of a branch (`nil`: the one that lent it), by an account
    /// (`nil`: the command line). A copy taken back away from its own branch sets off home.
    func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?, by account: String?) throws -> LoanDetails
    /// Extends the open loan of a copy by another period (or until `dueOn`).
    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanDetails
    /// Open loans past their due day as of `day` (default: today), most overdue first: all, or
    /// those lent at one branch, or held by the pupils of one class.
    func overdueLoans(asOf day: Day?, branch: BranchCode?, schoolClass: SchoolClass?, page: PageRequest) throws -> Page<LoanDetails>
    /// Today in the library's time zone.
    func today() -> Day
    /// What the day at the desk starts with: loans due today and overdue, held books waiting,
    /// notices that failed, stock checks in progress.
    func deskToday() throws -> DeskToday
}

extension CirculationStore {
    /// Lends a copy wherever it is.
    public func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?) throws -> LoanDetails {
        try lend(inventoryNumber, to: ticketNumber, dueOn: dueOn, at: nil)
    }

    /// Takes a copy back at the branch that lent it.
    public func returnCopy(_ inventoryNumber: InventoryNumber) throws -> LoanDetails {
        try returnCopy(inventoryNumber, at: nil, by: nil)
    }

    /// Open loans past their due day, everywhere.
    public func overdueLoans(asOf day: Day?, page: PageRequest) throws -> Page<LoanDetails> {
        try overdueLoans(asOf: day, branch: nil, schoolClass: nil, page: page)
    }

    /// Open loans past their due day: all, or those lent at one branch.
    public func overdueLoans(asOf day: Day?, branch: BranchCode?, page: PageRequest) throws -> Page<LoanDetails> {
        try overdueLoans(asOf: day, branch: branch, schoolClass: nil, page: page)
    }
}
