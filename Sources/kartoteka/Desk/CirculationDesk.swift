import KartotekaCore
import KartotekaWire

/// Lending, returns, renewals and the overdue list.
protocol CirculationDesk: Sendable {
    /// Lends a copy to a reader until a day, or for the library's loan period.
    func lend(_ inventoryNumber: InventoryNumber, to ticket: TicketNumber, dueOn: Day?) throws -> LoanResource
    /// Takes a copy back; returns the closed loan.
    func returnCopy(_ inventoryNumber: InventoryNumber) throws -> LoanResource
    /// Renews a copy's loan until a day, or by the library's loan period.
    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanResource
    /// A page of loans past their due day as of a day (today when `nil`), the most overdue first.
    func overdueLoans(asOf day: Day?, page: PageRequest) throws -> PageResource<LoanResource>
}
