import KartotekaCore
import KartotekaStore

/// Removes the loan rule of a reader category, a kind of item, or both; refused when there is none.
public struct RemoveLoanRule: UseCase {
    public static let action = "remove loan rule"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The rule's scope.
    public let scope: LoanRuleScope

    /// Removes the rule of `scope`.
    public init(_ scope: LoanRuleScope) {
        self.scope = scope
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.removeLoanRule(scope)
    }

    public func auditSubject(of output: Void) -> String? {
        scope.auditName
    }
}
