import KartotekaCore

/// Lending, returning and renewing under the library's loan policy, the same for both stores.
/// The copy's row is read with a lock (where the database locks rows), so however many desks
/// lend one copy at once, they take turns: the first lends, the others find it on loan.
extension StoreConnection {
    /// Lends a copy as `options` ask (at their branch's desk; `nil`: wherever the copy is):
    /// ``planLending`` and ``recordLoan`` in one go.
    package func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, _ options: LendingOptions, today: Day,
                      now: Int64) throws -> LoanDetails {
        try recordLoan(planLending(inventoryNumber, to: ticketNumber, options, today: today), now: now)
    }

    /// Reads what lending a copy to a reader depends on — the copy's and the reader's rows locked,
    /// everything in one round trip (``lendingCase(_:to:)``) — and lets the domain's rule decide as
    /// `options` ask (``LendingCase/decide(_:today:)``), writing nothing: a refusal is thrown before
    /// anything is written, so a caller may report it and go on in the same transaction.
    package func planLending(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, _ options: LendingOptions,
                             today: Day) throws -> LendingPlan {
        let read = try lendingCase(inventoryNumber, to: ticketNumber)
        let decision = try read.case.decide(options, today: today)
        var plan = LendingPlan(copy: read.case.copy, reader: read.case.reader, dueOn: decision.dueOn, desk: decision.desk,
                               titleDescription: read.titleDescription, today: today, collectsHold: read.readerHoldsTitle,
                               inLibrary: options.inLibrary)
        plan.heldOfTitle = read.heldOfTitle
        return plan
    }

    /// Writes the loan a plan decided on and reads it back in one round trip, and collects the
    /// reader's hold on the title if they have one. The database's own guards (one open loan a
    /// copy; only an available copy lent) refuse as the domain's errors.
    package func recordLoan(_ plan: LendingPlan, now: Int64) throws -> LoanDetails {
        let (copy, reader) = (plan.copy, plan.reader)
        var loan: LoanDetails?
        do {
            try enqueue("""
                INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description, issued_at, due_on, updated_at,
                                   lent_branch_id, in_library)
                VALUES (\(Self.parameters(10)))
                """, values: [copy.id.rawValue, reader.id.rawValue, copy.inventoryNumber.rawValue, reader.reader.ticketNumber.rawValue,
                              plan.titleDescription, now, plan.dueOn.isoText, now, plan.desk.rawValue, plan.inLibrary])
            loan = try first("""
                SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.copy_id = \(Self.p(1)) AND l.returned_at IS NULL
                """, copy.id.rawValue) { try LoanColumns.decode($0) }
        } catch {
            throw Self.loanInsertFailure(error, copy)
        }
        guard let loan else { throw StoreError.internalFailure("the new loan did not come back") }
        if plan.collectsHold {
            try collectHold(title: copy.titleID, reader: reader.id, loan: loan.loan.id, copy: copy.id, by: nil, today: plan.today, now: now)
        }
        return loan
    }

    /// Takes a copy back at a branch's desk (`nil`: where it was lent). The copy is then at that
    /// branch; the first hold of its title's queue gets it (on the hold shelf, or sent to the
    /// pickup branch); with none, a copy away from its own branch sets off back home (a journey
    /// the desk is told of).
    package func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?, by account: String?, today: Day,
                            now: Int64) throws -> LoanDetails {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard let loanID = try openLoanID(copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
        let desk = try branchID(branch ?? loanDetails(loanID).branch)
        _ = try change("""
            UPDATE loans SET returned_at = \(Self.p(1)), updated_at = \(Self.p(1)), returned_branch_id = \(Self.p(2)) WHERE id = \(Self.p(3))
            """, values: [now, desk.rawValue, loanID.rawValue])
        _ = try change("UPDATE copies SET current_branch_id = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE id = \(Self.p(3))",
                       values: [desk.rawValue, now, copy.id.rawValue])
        try routeReturnedCopy(inventoryNumber, at: desk, by: account, today: today, now: now)
        return try loanDetails(loanID)
    }

    /// The domain's error for a failed insert of a loan of `copy`: the database's own guards
    /// against a second open loan and a copy that cannot be lent.
    static func loanInsertFailure(_ error: any Error, _ copy: CopyRecord) -> any Error {
        switch constraintFailure(error) {
        case .copyAlreadyOnLoan: LoanError.copyAlreadyOnLoan(copy.inventoryNumber, heldBy: nil)
        case .copyNotLendable: LoanError.copyNotLendable(copy.inventoryNumber, copy.copy.status)
        default: error
        }
    }

    /// Takes a copy back as ``returnCopy(_:at:by:today:now:)`` does, and says where it goes next:
    /// the hold that took it, or the branch it sets off to. What the return depends on is read in
    /// one go — the copy's row and its title's (whose holds change one desk at a time) locked —
    /// and in the common case (no hold waits for it, and it is home) the loan is closed and read
    /// back in one more round trip.
    package func takeBack(_ inventoryNumber: InventoryNumber, at branch: BranchCode?, by account: String?, today: Day,
                          now: Int64) throws -> ReturnedCopy {
        let copyValue: [any DatabaseValueConvertible] = [inventoryNumber.rawValue]
        let copyKey = "(SELECT id FROM copies WHERE inventory_number = \(Self.p(1)))"
        var copy: CopyRecord?
        var loan: LoanDetails?
        var branches: [BranchCode: BranchID] = [:]
        var mainBranch: BranchID?
        var holdWaits = false
        try batch([
            BatchedQuery("SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = \(Self.p(1))\(Self.rowLock)", copyValue) {
                copy = try CopyColumns.decode($0)
            },
            BatchedQuery("SELECT id FROM titles WHERE id = (SELECT title_id FROM copies WHERE inventory_number = \(Self.p(1)))\(Self.rowLock)",
                         copyValue) { _ in },
            BatchedQuery("""
                SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.copy_id = \(copyKey) AND l.returned_at IS NULL
                """, copyValue) { loan = try LoanColumns.decode($0) },
            BatchedQuery("SELECT id, code, is_main FROM branches", []) { row in
                let id = BranchID(try row.int64(0))
                branches[BranchCode(unchecked: row.text(1))] = id
                if try row.bool(2) { mainBranch = id }
            },
            BatchedQuery("""
                SELECT 1 FROM holds
                WHERE title_id = (SELECT title_id FROM copies WHERE inventory_number = \(Self.p(1))) AND state = 'queued'
                  AND (wanted_copy_id IS NULL OR wanted_copy_id = \(copyKey))
                """, copyValue) { _ in holdWaits = true },
        ])
        guard let copy else { throw try copyNotFound(inventoryNumber) }
        guard let loan else { throw LoanError.copyNotOnLoan(inventoryNumber) }
        guard let mainBranch else { throw StoreError.internalFailure("the library has no main branch") }
        let deskCode = branch ?? loan.branch
        let desk: BranchID
        if let deskCode {
            guard let id = branches[deskCode] else { throw BranchError.branchNotFound(deskCode) }
            desk = id
        } else {
            desk = mainBranch
        }
        try enqueue("""
            UPDATE loans SET returned_at = \(Self.p(1)), updated_at = \(Self.p(1)), returned_branch_id = \(Self.p(2)) WHERE id = \(Self.p(3))
            """, values: [now, desk.rawValue, loan.loan.id.rawValue])
        if copy.placement.flatMap({ branches[$0.current] }) != desk {
            // Taken back at another branch than the one it stood at: it is here now.
            try enqueue("UPDATE copies SET current_branch_id = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE id = \(Self.p(3))",
                        values: [desk.rawValue, now, copy.id.rawValue])
        }
        let home = copy.placement.flatMap { branches[$0.home] } ?? mainBranch
        guard holdWaits || home != desk else {
            return ReturnedCopy(loan: try loanDetails(loan.loan.id), travelsTo: nil, setAsideFor: nil)
        }
        try routeReturnedCopy(inventoryNumber, at: desk, by: account, today: today, now: now)
        let routed = try copyRecord(inventoryNumber)
        return ReturnedCopy(loan: try loanDetails(loan.loan.id), travelsTo: routed.placement?.travellingTo,
                            setAsideFor: try holdSettingAside(copy.id))
    }

    /// Extends the open loan of a copy by another period (or until `dueOn`), as the loan rule
    /// covering it allows; a requested due day beyond that rule only when `mayExceedRules`.
    package func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?, mayExceedRules: Bool = true, today: Day,
                       now: Int64) throws -> LoanDetails {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard let loanID = try openLoanID(copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
        let current = try loanDetails(loanID).loan
        guard !current.inLibrary else { throw LoanError.readingRoomLoanNotRenewed(inventoryNumber) }
        if let entry = try bannedEntry(of: copy.titleID) { throw InspectionError.copyOnBannedList(inventoryNumber, entry: entry) }
        let reader = try current.ticketNumber.map { try readerRecord($0).reader }
        let title = try titleRecord(copy.titleID).title
        // A title marked 18+ since it was lent (a foreign agents' publication) is not renewed to a minor.
        if let reader, let age = AgeMark(parsing: title.ageMark)?.keepsFrom(birth: reader.birth, schoolClass: reader.currentClass, on: today) {
            throw InspectionError.ageRestricted(inventoryNumber, mark: .eighteen, age: age)
        }
        try checkHoldsAllowRenewal(copy, holder: current.readerID)
        let terms = try loanRuleBook(policy: loadSettings().loanPolicy).rule(for: reader?.readerCategory, kind: title.documentKind).terms
        var due = try terms.renewedDueDay(of: current, today: today)
        if let dueOn {
            // Within the rules, a day asked for is at most the day the renewal itself would give.
            if !mayExceedRules, dueOn > due { throw LoanError.dueDayBeyondRules(dueOn, latest: due) }
            due = try terms.dueDay(lentOn: today, requested: dueOn)
        }
        _ = try change("""
            UPDATE loans SET due_on = \(Self.p(1)), renewals = renewals + 1, last_renewed_at = \(Self.p(2)), updated_at = \(Self.p(2))
            WHERE id = \(Self.p(3))
            """, values: [due.isoText, now, loanID.rawValue])
        return try loanDetails(loanID)
    }
}
