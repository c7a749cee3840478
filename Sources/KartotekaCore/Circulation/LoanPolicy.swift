/// The library's lending rules: how long a loan lasts and how often it may be renewed.
public struct LoanPolicy: Sendable, Hashable, Codable {
    /// Days from lending to the due day (14 by default).
    public var periodDays: Int
    /// How many renewals one loan may have.
    public var maximumRenewals: Int

    /// Creates a policy.
    public init(periodDays: Int = 14, maximumRenewals: Int = 2) {
        self.periodDays = periodDays
        self.maximumRenewals = maximumRenewals
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
        guard let requested else { return today.adding(days: periodDays) }
        guard requested > today else { throw .dueDayNotInFuture(requested) }
        return requested
    }

    /// Checks a due day someone who may not go beyond the rules asked for: at most a full loan
    /// period from today.
    public func checkWithinRules(_ requested: Day, today: Day) throws(LoanError) {
        let latest = today.adding(days: periodDays)
        guard requested <= latest else { throw .dueDayBeyondRules(requested, latest: latest) }
    }

    /// The new due day when a loan is renewed today: a full period from today or from the old due
    /// day, whichever is later.
    public func renewedDueDay(of loan: Loan, today: Day) throws(LoanError) -> Day {
        guard loan.isOpen else { throw .copyNotOnLoan(loan.inventoryNumber) }
        guard loan.renewals < maximumRenewals else {
            throw .renewalLimitReached(loan.inventoryNumber, limit: maximumRenewals)
        }
        return max(today, loan.dueOn).adding(days: periodDays)
    }
}
