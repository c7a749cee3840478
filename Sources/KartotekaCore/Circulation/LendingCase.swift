extension LendingCase {
    /// What a lend decided on: the due day and the lending desk's branch.
    public struct Decision: Sendable, Hashable {
        /// The due day.
        public var dueOn: Day
        /// The branch whose desk lends.
        public var desk: BranchID
    }

    /// Whether and how the copy is lent as `options` ask: at the desk of their branch (`nil`:
    /// wherever the copy is), until their due day or as the rule gives. Refused, in this order: a
    /// copy out or not lendable; its title confirmed as an entry of the Federal list of extremist
    /// materials; marked above the reader's age (unless the options override it, never for 18+,
    /// which also needs the reader's age known); on its way between branches; at another branch
    /// than the desk's; set aside for another reader; a blocked reader; what the loan rule covering
    /// it forbids (the reading room only, the reader at the limit); a due day not in the future, or
    /// beyond the rule unless the options may exceed the rules.
    ///
    /// A lend to read in the library (the reading room: `inLibrary`) is due back the same day and
    /// asks nothing of the loan rules — a copy kept for the reading room is read there, and the
    /// reader's limits are for books taken home.
    public func decide(_ options: LendingOptions, today: Day) throws -> Decision {
        let branch = options.branch
        let inventory = copy.inventoryNumber
        try settings.loanPolicy.checkLendable(copy.copy, heldBy: holder)
        if let bannedEntry { throw InspectionError.copyOnBannedList(inventory, entry: bannedEntry) }
        try checkAge(today: today, overriding: options.overridingAgeMark)
        if let travelling = copy.placement?.travellingTo { throw LoanError.copyTravelling(inventory, to: travelling) }
        if let branch, let current = copy.placement?.current, current != branch {
            throw LoanError.copyAtAnotherBranch(inventory, at: current)
        }
        let desk = try branchID(branch ?? copy.placement?.current)
        if let hold = setAsideFor, hold.reader != reader.id { throw LoanError.copyHeldForAnother(inventory, pickupBy: hold.pickupBy) }
        let blocks = ReaderBlock.blocks(openLoans: openLoans, unsettledLosses: losses.filter { !$0.isSettled }, manual: manualBlocks,
                                        thresholds: settings.blocks, today: today)
        let ticket = reader.reader.ticketNumber
        guard blocks.isEmpty else { throw LoanError.readerBlocked(ticket, blocks) }
        if options.inLibrary { return Decision(dueOn: today, desk: desk) }
        let terms = try LoanRules(rules, policy: settings.loanPolicy)
            .termsForLending(inventory, kind: kind, to: ticket, category: reader.reader.readerCategory, holding: heldKinds)
        let due = try terms.dueDay(lentOn: today, requested: options.dueOn)
        if let requested = options.dueOn, !options.mayExceedRules { try terms.checkWithinRules(requested, today: today) }
        return Decision(dueOn: due, desk: desk)
    }

    /// Refuses a title marked above the reader's age (436-ФЗ): by the birth date, else the class;
    /// `overriding` lends it all the same, except 18+.
    private func checkAge(today: Day, overriding: Bool) throws {
        guard let mark = ageMark, let minimum = mark.minimumAge, minimum > 0 else { return }
        let inventory = copy.inventoryNumber
        guard let age = AgeMark.age(birth: reader.reader.birth, schoolClass: reader.reader.currentClass, on: today) else {
            if mark == .eighteen { throw InspectionError.ageUnknown(inventory, mark: mark) }
            return
        }
        if age < minimum && (mark == .eighteen || !overriding) {
            throw InspectionError.ageRestricted(inventory, mark: mark, age: age)
        }
    }

    /// The id of the branch with this code, or of the main branch for `nil`.
    private func branchID(_ code: BranchCode?) throws -> BranchID {
        guard let code else { return mainBranch }
        guard let id = branches[code] else { throw BranchError.branchNotFound(code) }
        return id
    }
}
