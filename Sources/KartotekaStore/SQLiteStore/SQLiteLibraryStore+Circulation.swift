import KartotekaCore

extension SQLiteLibraryStore {
    public func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?) throws -> LoanDetails {
        try write { db in
            let copy = try copyRecord(db, inventoryNumber)
            let reader = try readerRecord(db, ticketNumber)
            let policy = try loadSettings(db).loanPolicy
            let holder = try openLoanID(db, copy.id).map { try loanDetails(db, $0).holder?.ticketNumber }
            try policy.checkLendable(copy.copy, heldBy: holder ?? nil)
            let now = nowSeconds
            let due = try policy.dueDay(lentOn: calendar.day(of: clock.now()), requested: dueOn)
            let description = try titleRecord(db, copy.titleID).title.shortDescription
            do {
                try db.run("""
                    INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description,
                                       issued_at, due_on, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, copy.id.rawValue, reader.id.rawValue, inventoryNumber.rawValue, ticketNumber.rawValue,
                    description, now, due.isoText, now)
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw LoanError.copyAlreadyOnLoan(inventoryNumber, heldBy: nil)
            } catch let error as SQLiteError where error.isRaised("copy_not_lendable") {
                throw LoanError.copyNotLendable(inventoryNumber, copy.copy.status)
            }
            return try loanDetails(db, LoanID(db.lastInsertRowID))
        }
    }

    public func returnCopy(_ inventoryNumber: InventoryNumber) throws -> LoanDetails {
        try write { db in
            let copy = try copyRecord(db, inventoryNumber)
            guard let loanID = try openLoanID(db, copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
            let now = nowSeconds
            try db.run("UPDATE loans SET returned_at = ?, updated_at = ? WHERE id = ?", now, now, loanID.rawValue)
            return try loanDetails(db, loanID)
        }
    }

    public func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanDetails {
        try write { db in
            let copy = try copyRecord(db, inventoryNumber)
            guard let loanID = try openLoanID(db, copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
            let current = try loanDetails(db, loanID).loan
            let policy = try loadSettings(db).loanPolicy
            let today = calendar.day(of: clock.now())
            var due = try policy.renewedDueDay(of: current, today: today)
            if let dueOn { due = try policy.dueDay(lentOn: today, requested: dueOn) }
            let now = nowSeconds
            try db.run("""
                UPDATE loans SET due_on = ?, renewals = renewals + 1, last_renewed_at = ?, updated_at = ? WHERE id = ?
                """, due.isoText, now, now, loanID.rawValue)
            return try loanDetails(db, loanID)
        }
    }

    public func overdueLoans(asOf day: Day?, page: PageRequest) throws -> Page<LoanDetails> {
        let asOf = day ?? today()
        let rows = try read { db in
            try db.query("""
                SELECT \(LoanColumns.select) FROM \(LoanColumns.from)
                WHERE l.returned_at IS NULL AND l.due_on < ?
                ORDER BY l.due_on, l.id LIMIT ? OFFSET ?
                """, asOf.isoText, page.limit + 1, page.offset) { try LoanColumns.decode($0) }
        }
        return Page(fetched: rows, request: page)
    }

    func loanDetails(_ db: SQLiteConnection, _ id: LoanID) throws -> LoanDetails {
        guard let details = try db.queryFirst("SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.id = ?",
                                              id.rawValue, map: { try LoanColumns.decode($0) }) else {
            throw StoreError.internalFailure("loan \(id) vanished inside its transaction")
        }
        return details
    }
}
