extension LoanPolicy {
    /// The policy as loan terms: no limit on loans, lent home.
    public var terms: LoanTerms {
        LoanTerms(periodDays: periodDays, maximumRenewals: maximumRenewals)
    }

    /// Checks that a copy can be lent now.
    public func checkLendable(_ copy: Copy, heldBy holder: TicketNumber?) throws(LoanError) {
        if copy.status == .onLoan || holder != nil {
            throw .copyAlreadyOnLoan(copy.inventoryNumber, heldBy: holder)
        }
        guard copy.status.isLendable else {
            throw .copyNotLendable(copy.inventoryNumber, copy.status)
        }
    }

    /// The due day of a loan made today: the requested day, or today plus the loan period.
    public func dueDay(lentOn today: Day, requested: Day?) throws(LoanError) -> Day {
        try terms.dueDay(lentOn: today, requested: requested)
    }

    /// The new due day when a loan is renewed today: a full period from today or from the old due
    /// day, whichever is later.
    public func renewedDueDay(of loan: Loan, today: Day) throws(LoanError) -> Day {
        try terms.renewedDueDay(of: loan, today: today)
    }
}
