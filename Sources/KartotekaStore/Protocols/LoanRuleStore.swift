import KartotekaCore

/// The loan rules per reader category and kind of item; the library's own policy under them is
/// in the settings (``LibrarySettings/loanPolicy``). Every method is one transaction.
public protocol LoanRuleStore: Sendable {
    /// Every rule, by category then kind (rules of any category last).
    func loanRules() throws -> [LoanRule]
    /// Sets the terms of a scope: adds its rule or replaces the terms it had. Throws
    /// ``CirculationRuleError/ruleScopeMissing`` for a scope of neither category nor kind.
    func setLoanRule(_ rule: LoanRule) throws
    /// Removes a scope's rule; throws ``CirculationRuleError/ruleNotFound(_:)``.
    func removeLoanRule(_ scope: LoanRuleScope) throws
}
