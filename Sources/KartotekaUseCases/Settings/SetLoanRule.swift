import KartotekaCore
import KartotekaStore

/// Sets the loan rule of a reader category, a kind of item, or both: added, or its terms
/// replaced. Refused for the library's own terms (no scope) and for terms out of their ranges.
public typealias SetLoanRule = SingleInput<SetLoanRuleChange>

/// What ``SetLoanRule`` does.
public enum SetLoanRuleChange: SingleInputChange {
    public static let about = UseCaseAbout("set loan rule", .permission(.manageSettings))

    /// Returns the rules after the change, over the library's own terms.
    public static func change(_ rule: LoanRule, in transaction: StoreTransaction, by principal: Principal) throws -> LoanRules {
        let db = transaction.connection
        try db.setLoanRule(rule, now: transaction.now)
        return try db.loanRuleBook(policy: db.loadSettings().loanPolicy)
    }

    public static func auditSubject(of rule: LoanRule, after output: LoanRules) -> String? {
        rule.scope.auditName
    }
}
