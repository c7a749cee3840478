import KartotekaCore
import KartotekaStore

/// Adds a branch, not shown among the library locations; refused when another has its code.
public struct AddBranch: UseCase {
    public static let action = "add branch"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The branch, checked.
    public let branch: Branch

    /// Adds `branch`.
    public init(_ branch: Branch) {
        self.branch = branch
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> BranchRecord {
        try transaction.connection.addBranch(branch, now: transaction.now)
    }

    public func auditSubject(of output: BranchRecord) -> String? {
        "branch \(output.code)"
    }
}
