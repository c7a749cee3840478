import KartotekaCore
import KartotekaStore

/// Sets the loan rule of a reader category, a kind of item, or both: added, or its terms
/// replaced. Refused for the library's own terms (no scope) and for terms out of their ranges.
public struct SetLoanRule: UseCase {
    public static let action = "set loan rule"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The rule.
    public let rule: LoanRule

    /// Sets `rule`.
    public init(_ rule: LoanRule) {
        self.rule = rule
    }

    /// Returns the rules after the change, over the library's own terms.
    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> LoanRules {
        let db = transaction.connection
        try db.setLoanRule(rule, now: transaction.now)
        return try db.loanRuleBook(policy: db.loadSettings().loanPolicy)
    }

    public func auditSubject(of output: LoanRules) -> String? {
        rule.scope.auditName
    }
}
