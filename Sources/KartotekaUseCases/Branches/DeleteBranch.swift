import KartotekaCore
import KartotekaStore

/// Removes a branch nothing belongs to any more, and its location; the main branch stays.
public struct DeleteBranch: UseCase {
    public static let action = "delete branch"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The branch.
    public let code: BranchCode

    /// Removes the branch `code`.
    public init(_ code: BranchCode) {
        self.code = code
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteBranch(code)
    }

    public func auditSubject(of output: Void) -> String? {
        "branch \(code)"
    }
}
