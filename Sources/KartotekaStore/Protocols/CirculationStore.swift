import KartotekaCore

/// Lending, returning and renewing, under the library's loan policy. Every method is one
/// transaction, and at most one loan per copy is ever open, even under concurrent requests.
public protocol CirculationStore: Sendable {
    /// Lends a copy to a reader until `dueOn` (default: today plus the loan period).
    func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?) throws -> LoanDetails
    /// Takes a copy back.
    func returnCopy(_ inventoryNumber: InventoryNumber) throws -> LoanDetails
    /// Extends the open loan of a copy by another period (or until `dueOn`).
    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanDetails
    /// Open loans past their due day as of `day` (default: today), most overdue first.
    func overdueLoans(asOf day: Day?, page: PageRequest) throws -> Page<LoanDetails>
    /// Today in the library's time zone.
    func today() -> Day
}
