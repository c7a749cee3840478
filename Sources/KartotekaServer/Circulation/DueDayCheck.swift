import KartotekaCore

extension RequestContext {
    /// Refuses a requested due day beyond the loan rules from an account that may not set one.
    func checkRequestedDueDay(_ day: Day?) throws {
        guard let day, !(principal?.account.may(.setAnyDueDay) ?? false) else { return }
        try store.settings().loanPolicy.checkWithinRules(day, today: today)
    }
}
