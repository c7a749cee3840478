import KartotekaCore

/// Lending, returning and renewing under the library's loan policy, the same for both stores.
/// The copy's row is read with a lock (where the database locks rows), so however many desks
/// lend one copy at once, they take turns: the first lends, the others find it on loan.
extension StoreConnection {
    /// Lends a copy at a branch's desk (`nil`: wherever the copy is): ``planLending`` and
    /// ``recordLoan`` in one go.
    package func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?, at branch: BranchCode?,
                      mayExceedRules: Bool = true, today: Day, now: Int64) throws -> LoanDetails {
        let plan = try planLending(inventoryNumber, to: ticketNumber, dueOn: dueOn, at: branch, mayExceedRules: mayExceedRules,
                                   today: today)
        return try recordLoan(plan, now: now)
    }

    /// Reads what lending a copy to a reader at a branch's desk depends on — the copy's and the
    /// reader's rows locked — and decides, writing nothing: a copy on its way between branches, or
    /// at another branch, is not lent; nor is anything to a blocked reader, nor what the loan rule
    /// covering it forbids. A requested due day beyond that rule is refused unless
    /// `mayExceedRules` (an account that may set any day). A refusal is thrown before anything is
    /// written, so a caller may report it and go on in the same transaction.
    package func planLending(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?, at branch: BranchCode?,
                             mayExceedRules: Bool, today: Day) throws -> LendingPlan {
        let copy = try copyRecord(inventoryNumber, lock: true)
        let reader = try readerRecord(ticketNumber, lock: true)
        let settings = try loadSettings()
        let holder = try openLoanID(copy.id).map { try loanDetails($0).holder?.ticketNumber }
        try settings.loanPolicy.checkLendable(copy.copy, heldBy: holder ?? nil)
        if let travelling = copy.placement?.travellingTo { throw LoanError.copyTravelling(inventoryNumber, to: travelling) }
        if let branch, let current = copy.placement?.current, current != branch {
            throw LoanError.copyAtAnotherBranch(inventoryNumber, at: current)
        }
        let desk = try branchID(branch ?? copy.placement?.current)
        try checkHoldsAllowLending(copy, to: reader.id)
        let blocks = try blocks(of: reader.id, openLoans: openLoans(of: reader.id), thresholds: settings.blocks, today: today)
        guard blocks.isEmpty else { throw LoanError.readerBlocked(ticketNumber, blocks) }
        let title = try titleRecord(copy.titleID).title
        let terms = try loanRuleBook(policy: settings.loanPolicy).termsForLending(
            inventoryNumber, kind: title.documentKind, to: ticketNumber, category: reader.reader.readerCategory,
            holding: try heldKinds(of: reader.id))
        let due = try terms.dueDay(lentOn: today, requested: dueOn)
        if let dueOn, !mayExceedRules { try terms.checkWithinRules(dueOn, today: today) }
        return LendingPlan(copy: copy, reader: reader, dueOn: due, desk: desk, titleDescription: title.shortDescription, today: today)
    }

    /// Writes the loan a plan decided on, and collects the reader's hold on the title if they had
    /// one. The database's own guards (one open loan a copy; only an available copy lent) refuse
    /// as the domain's errors.
    package func recordLoan(_ plan: LendingPlan, now: Int64) throws -> LoanDetails {
        let (copy, reader) = (plan.copy, plan.reader)
        let loanID: Int64?
        do {
            loanID = try first("""
                INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description, issued_at, due_on, updated_at,
                                   lent_branch_id)
                VALUES (\(Self.parameters(9))) RETURNING id
                """, copy.id.rawValue, reader.id.rawValue, copy.inventoryNumber.rawValue, reader.reader.ticketNumber.rawValue,
                plan.titleDescription, now, plan.dueOn.isoText, now, plan.desk.rawValue) { try $0.int64(0) }
        } catch {
            throw Self.loanInsertFailure(error, copy)
        }
        guard let loanID else { throw StoreError.internalFailure("the new loan's id did not come back") }
        try collectHold(title: copy.titleID, reader: reader.id, loan: LoanID(loanID), copy: copy.id, by: nil, today: plan.today, now: now)
        return try loanDetails(LoanID(loanID))
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
    /// the hold that took it, or the branch it sets off to.
    package func takeBack(_ inventoryNumber: InventoryNumber, at branch: BranchCode?, by account: String?, today: Day,
                          now: Int64) throws -> ReturnedCopy {
        let loan = try returnCopy(inventoryNumber, at: branch, by: account, today: today, now: now)
        let copy = try copyRecord(inventoryNumber)
        return ReturnedCopy(loan: loan, travelsTo: copy.placement?.travellingTo, setAsideFor: try holdSettingAside(copy.id))
    }

    /// Extends the open loan of a copy by another period (or until `dueOn`), as the loan rule
    /// covering it allows; a requested due day beyond that rule only when `mayExceedRules`.
    package func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?, mayExceedRules: Bool = true, today: Day,
                       now: Int64) throws -> LoanDetails {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard let loanID = try openLoanID(copy.id) else { throw LoanError.copyNotOnLoan(inventoryNumber) }
        let current = try loanDetails(loanID).loan
        try checkHoldsAllowRenewal(copy, holder: current.readerID)
        let category = try current.ticketNumber.map { try readerRecord($0).reader.readerCategory } ?? nil
        let terms = try loanRuleBook(policy: loadSettings().loanPolicy)
            .rule(for: category, kind: titleRecord(copy.titleID).title.documentKind).terms
        var due = try terms.renewedDueDay(of: current, today: today)
        if let dueOn {
            if !mayExceedRules { try terms.checkWithinRules(dueOn, today: today) }
            due = try terms.dueDay(lentOn: today, requested: dueOn)
        }
        _ = try change("""
            UPDATE loans SET due_on = \(Self.p(1)), renewals = renewals + 1, last_renewed_at = \(Self.p(2)), updated_at = \(Self.p(2))
            WHERE id = \(Self.p(3))
            """, values: [due.isoText, now, loanID.rawValue])
        return try loanDetails(loanID)
    }

    /// The kinds of the titles a reader holds now, a loan each.
    package func heldKinds(of reader: ReaderID) throws -> [DocumentKind] {
        try query("""
            SELECT t.document_kind FROM loans l JOIN copies c ON c.id = l.copy_id JOIN titles t ON t.id = c.title_id
            WHERE l.reader_id = \(Self.p(1)) AND l.returned_at IS NULL
            """, values: [reader.rawValue]) { try $0.parsed(0, DocumentKind.init(rawValue:)) }
    }
}
