extension LoanTerms {
    /// The ranges the terms are kept within, as the settings form says.
    public static let periods = 1...365
    /// The renewals a loan may be given at most.
    public static let renewals = 0...20
    /// The loans a limit may allow.
    public static let loans = 0...1_000

    /// The due day of a loan made today: the requested day, or the latest the terms give.
    public func dueDay(lentOn today: Day, requested: Day?) throws(LoanError) -> Day {
        guard let requested else { return latestDueDay(lentOn: today) }
        guard requested > today else { throw .dueDayNotInFuture(requested) }
        return requested
    }

    /// The latest due day a loan made today may have under these terms: a full period from today,
    /// or the next day of the year the terms lend until.
    public func latestDueDay(lentOn today: Day) -> Day {
        until?.next(after: today) ?? today.adding(days: periodDays)
    }

    /// Checks a due day someone who may not go beyond the rules asked for: at most the latest day
    /// these terms give a loan made today.
    public func checkWithinRules(_ requested: Day, today: Day) throws(LoanError) {
        let latest = latestDueDay(lentOn: today)
        guard requested <= latest else { throw .dueDayBeyondRules(requested, latest: latest) }
    }

    /// The new due day when a loan is renewed today: a full period from today or from the old due
    /// day, whichever is later; under terms that lend until a day of the year (textbooks until the
    /// end of the school year), that day next after today — never a year on from the old due day.
    public func renewedDueDay(of loan: Loan, today: Day) throws(LoanError) -> Day {
        guard loan.isOpen else { throw .copyNotOnLoan(loan.inventoryNumber) }
        guard loan.renewals < maximumRenewals else {
            throw .renewalLimitReached(loan.inventoryNumber, limit: maximumRenewals)
        }
        guard let until else { return latestDueDay(lentOn: max(today, loan.dueOn)) }
        let renewed = until.next(after: today)
        guard renewed > loan.dueOn else { throw .renewalNotLater(loan.inventoryNumber, dueOn: loan.dueOn) }
        return renewed
    }

    /// Checks the terms are within their ranges; a problem names the field.
    public func validated() throws(ValidationError) -> LoanTerms {
        var problems = ProblemCollector()
        if !Self.periods.contains(periodDays) { problems.add("periodDays", Bilingual { $0.loanPeriodRange }) }
        if !Self.renewals.contains(maximumRenewals) { problems.add("maximumRenewals", Bilingual { $0.renewalsRange }) }
        if let maximumLoans, !Self.loans.contains(maximumLoans) { problems.add("maximumLoans", Bilingual { $0.maximumLoansRange }) }
        try problems.throwIfAny()
        return self
    }
}
