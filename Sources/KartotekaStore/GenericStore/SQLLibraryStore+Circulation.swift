import KartotekaCore

extension SQLLibraryStore {
    public func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?, at branch: BranchCode?) throws -> LoanDetails {
        try write { db in
            try db.lend(inventoryNumber, to: ticketNumber, LendingOptions(dueOn: dueOn, at: branch, mayExceedRules: true),
                        today: calendar.day(of: clock.now()), now: nowSeconds)
        }
    }

    public func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?, by account: String?) throws -> LoanDetails {
        try write { db in try db.returnCopy(inventoryNumber, at: branch, by: account, today: today(), now: nowSeconds) }
    }

    public func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanDetails {
        try write { db in try db.renew(inventoryNumber, dueOn: dueOn, today: calendar.day(of: clock.now()), now: nowSeconds) }
    }

    public func deskToday() throws -> DeskToday {
        let day = today()
        return try read { db in try db.deskToday(on: day) }
    }

    public func overdueLoans(asOf day: Day?, branch: BranchCode?, schoolClass: SchoolClass?, page: PageRequest) throws -> Page<LoanDetails> {
        let asOf = day ?? today()
        return Page(fetched: try read { db in try db.overdueLoans(asOf: asOf, branch: branch, schoolClass: schoolClass, page: page) },
                    request: page)
    }
}
