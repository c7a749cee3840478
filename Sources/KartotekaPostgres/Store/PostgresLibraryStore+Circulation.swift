import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    /// Lends a copy. Its row is locked first, so however many desks lend it at once, they take
    /// turns: the first lends, the others find it on loan (and to whom).
    public func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?) throws -> LoanDetails {
        try write { db in
            let copy = try copyRecord(db, inventoryNumber, lock: true)
            let reader = try readerRecord(db, ticketNumber)
            let policy = try loadSettings(db).loanPolicy
            let holder = try openLoanID(db, copy.id).map { try loanDetails(db, $0).holder?.ticketNumber }
            try policy.checkLendable(copy.copy, heldBy: holder ?? nil)
            let now = nowSeconds
            let due = try policy.dueDay(lentOn: calendar.day(of: clock.now()), requested: dueOn)
            let description = try titleRecord(db, copy.titleID).title.shortDescription
            let loanID: LoanID?
            do {
                loanID = try db.queryFirst("""
                    INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description,
                                       issued_at, due_on, updated_at)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
                    """, copy.id.rawValue, reader.id.rawValue, inventoryNumber.rawValue, ticketNumber.rawValue,
                    description, now, due.isoText, now) { LoanID($0.int64(0)) }
            } catch let error as PostgresError where error.isUniqueViolation("loans_one_open_per_copy") {
                throw LoanError.copyAlreadyOnLoan(inventoryNumber, heldBy: nil)
            } catch let error as PostgresError where error.isRuleViolation("loans_lend_only_available_copies") {
                throw LoanError.copyNotLendable(inventoryNumber, copy.copy.status)
            }
            guard let loanID else { throw StoreError.internalFailure("the new loan's id did not come back") }
            return try loanDetails(db, loanID)
        }
    }

    public func returnCopy(_ inventoryNumber: InventoryNumber) throws -> LoanDetails {
        try write { db in
            let copy = try copyRecord(db, inventoryNumber, lock: true)
            guard let loanID = try openLoanID(db, copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
            let now = nowSeconds
            try db.run("UPDATE loans SET returned_at = $1, updated_at = $1 WHERE id = $2", now, loanID.rawValue)
            return try loanDetails(db, loanID)
        }
    }

    public func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanDetails {
        try write { db in
            let copy = try copyRecord(db, inventoryNumber, lock: true)
            guard let loanID = try openLoanID(db, copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
            let current = try loanDetails(db, loanID).loan
            let policy = try loadSettings(db).loanPolicy
            let today = calendar.day(of: clock.now())
            var due = try policy.renewedDueDay(of: current, today: today)
            if let dueOn { due = try policy.dueDay(lentOn: today, requested: dueOn) }
            let now = nowSeconds
            try db.run("""
                UPDATE loans SET due_on = $1, renewals = renewals + 1, last_renewed_at = $2, updated_at = $2 WHERE id = $3
                """, due.isoText, now, loanID.rawValue)
            return try loanDetails(db, loanID)
        }
    }

    public func overdueLoans(asOf day: Day?, page: PageRequest) throws -> Page<LoanDetails> {
        let asOf = day ?? today()
        let rows = try read { db in
            try db.query("""
                SELECT \(LoanColumns.select) FROM \(LoanColumns.from)
                WHERE l.returned_at IS NULL AND l.due_on < $1
                ORDER BY l.due_on, l.id LIMIT $2 OFFSET $3
                """, asOf.isoText, page.limit + 1, page.offset) { LoanColumns.decode($0) }
        }
        return Page(fetched: rows, request: page)
    }

    func loanDetails(_ db: PostgresConnection, _ id: LoanID) throws -> LoanDetails {
        guard let details = try db.queryFirst("SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.id = $1",
                                              id.rawValue, map: { LoanColumns.decode($0) }) else {
            throw StoreError.internalFailure("loan \(id) vanished inside its transaction")
        }
        return details
    }
}
