import KartotekaCore
import KartotekaStore

/// Replaces a branch's fields, its code too (to one no other branch has); the location of a
/// branch shown among the library locations takes its new address.
public struct ChangeBranch: UseCase {
    public static let action = "change branch"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The branch's code before the change.
    public let code: BranchCode
    /// Its fields, checked.
    public let branch: Branch

    /// Gives the branch `code` the fields of `branch`.
    public init(_ code: BranchCode, to branch: Branch) {
        self.code = code
        self.branch = branch
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> BranchRecord {
        try transaction.connection.updateBranch(code, with: branch, now: transaction.now)
    }

    public func auditSubject(of output: BranchRecord) -> String? {
        output.code == code ? "branch \(code)" : "branch \(code), now \(output.code)"
    }
}
