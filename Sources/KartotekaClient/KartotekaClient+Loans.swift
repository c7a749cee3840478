import Foundation

extension KartotekaClient {
    /// Lends a copy to a reader, until a given day or for the loan period, at the desk of a branch
    /// (`nil`: the token account's); returns the new loan. A copy already out, or standing at
    /// another branch, is refused (409).
    public func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day? = nil,
                     branch: BranchCode? = nil) async throws(KartotekaClientError) -> LoanResource {
        try await lend(LendInput(inventoryNumber: inventoryNumber.rawValue, ticketNumber: ticketNumber.rawValue, dueOn: dueOn?.isoText,
                                 branch: branch?.rawValue))
    }

    /// Lends a copy to a reader; returns the new loan.
    public func lend(_ input: LendInput) async throws(KartotekaClientError) -> LoanResource {
        try await send(Routes.Loans.lend, body: .json(input))
    }

    /// Undoes a lend or a return of a copy made by mistake in the last ten minutes; returns the
    /// loan removed, or open again. Nothing so recent is refused (409).
    public func undo(_ inventoryNumber: InventoryNumber) async throws(KartotekaClientError) -> UndoResult {
        try await send(Routes.Copies.undo, inventoryNumber)
    }

    /// A page of open loans past their due day as of a day (today when `nil`), the most overdue
    /// first: all, or those held by the pupils of a class.
    public func overdueLoans(asOf day: Day? = nil, schoolClass: SchoolClass? = nil, offset: Int = 0,
                             limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<LoanResource> {
        try await send(Routes.Loans.overdue, query: Self.page(offset: offset, limit: limit) + [
            Routes.Loans.at.item(day), Routes.Readers.schoolClass.item(schoolClass),
        ])
    }
}
