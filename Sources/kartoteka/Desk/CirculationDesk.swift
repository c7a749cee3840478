import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Lending, returns, renewals and the overdue list.
protocol CirculationDesk: Sendable {
    /// Lends a copy to a reader as `options` ask: until their day, or for the library's loan
    /// period, at the desk of their branch (`nil`: the desk's own — on a server the token
    /// account's branch, on the database wherever the copy is). A copy standing at another branch
    /// is refused.
    func lend(_ inventoryNumber: InventoryNumber, to ticket: TicketNumber, _ options: LendingOptions) throws -> LoanResource
    /// Takes a copy back at the desk of a branch (`nil`: the desk's own — on a server the token
    /// account's branch, on the database the one that lent it); returns the closed loan. Taken
    /// back away from its own branch, the copy sets off home.
    func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> LoanResource
    /// Undoes a lend or a return of a copy made by mistake in the last ten minutes; returns the
    /// loan removed, or open again.
    func undo(_ inventoryNumber: InventoryNumber) throws -> UndoResult
    /// Renews a copy's loan until a day, or by the library's loan period.
    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanResource
    /// A page of loans past their due day as of a day (today when `nil`), the most overdue first:
    /// all, or those of the pupils of a class.
    func overdueLoans(asOf day: Day?, schoolClass: SchoolClass?, page: PageRequest) throws -> PageResource<LoanResource>
}
