import KartotekaCore

/// Lending, returning and renewing under the library's loan policy, the same for both stores.
/// The copy's row is read with a lock (where the database locks rows), so however many desks
/// lend one copy at once, they take turns: the first lends, the others find it on loan.
extension StoreConnection {
    /// Lends a copy; `insertFailure` turns a failure of the loan's insert (the database's own
    /// guard against a second open loan) into the store's error.
    package func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?, today: Day, now: Int64,
                      insertFailure: (any Error, CopyRecord) -> any Error) throws -> LoanDetails {
        let copy = try copyRecord(inventoryNumber, lock: true)
        let reader = try readerRecord(ticketNumber)
        let policy = try loadSettings().loanPolicy
        let holder = try openLoanID(copy.id).map { try loanDetails($0).holder?.ticketNumber }
        try policy.checkLendable(copy.copy, heldBy: holder ?? nil)
        let due = try policy.dueDay(lentOn: today, requested: dueOn)
        let description = try titleRecord(copy.titleID).title.shortDescription
        let loanID: Int64?
        do {
            loanID = try first("""
                INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description, issued_at, due_on, updated_at)
                VALUES (\(Self.parameters(8))) RETURNING id
                """, copy.id.rawValue, reader.id.rawValue, inventoryNumber.rawValue, ticketNumber.rawValue, description, now,
                due.isoText, now) { try $0.int64(0) }
        } catch {
            throw insertFailure(error, copy)
        }
        guard let loanID else { throw StoreError.internalFailure("the new loan's id did not come back") }
        return try loanDetails(LoanID(loanID))
    }

    /// Takes a copy back.
    package func returnCopy(_ inventoryNumber: InventoryNumber, now: Int64) throws -> LoanDetails {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard let loanID = try openLoanID(copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
        _ = try change("UPDATE loans SET returned_at = \(Self.p(1)), updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))",
                       values: [now, loanID.rawValue])
        return try loanDetails(loanID)
    }

    /// Extends the open loan of a copy by another period (or until `dueOn`).
    package func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?, today: Day, now: Int64) throws -> LoanDetails {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard let loanID = try openLoanID(copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
        let current = try loanDetails(loanID).loan
        let policy = try loadSettings().loanPolicy
        var due = try policy.renewedDueDay(of: current, today: today)
        if let dueOn { due = try policy.dueDay(lentOn: today, requested: dueOn) }
        _ = try change("""
            UPDATE loans SET due_on = \(Self.p(1)), renewals = renewals + 1, last_renewed_at = \(Self.p(2)), updated_at = \(Self.p(2))
            WHERE id = \(Self.p(3))
            """, values: [due.isoText, now, loanID.rawValue])
        return try loanDetails(loanID)
    }
}
