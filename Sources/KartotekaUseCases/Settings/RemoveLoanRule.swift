import KartotekaCore
import KartotekaStore

/// Removes the loan rule of a reader category, a kind of item, or both; refused when there is none.
public typealias RemoveLoanRule = SingleInput<RemoveLoanRuleChange>

/// What ``RemoveLoanRule`` does.
public enum RemoveLoanRuleChange: SingleInputChange {
    public static let about = UseCaseAbout("remove loan rule", .permission(.manageSettings))

    public static func change(_ scope: LoanRuleScope, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.removeLoanRule(scope)
    }

    public static func auditSubject(of scope: LoanRuleScope, after output: Void) -> String? {
        scope.auditName
    }
}
