import KartotekaCore
import KartotekaStore

/// Removes a branch nothing belongs to any more, and its location; the main branch stays.
public typealias DeleteBranch = SingleInput<DeleteBranchChange>

/// What ``DeleteBranch`` does.
public enum DeleteBranchChange: SingleInputChange {
    public static let about = UseCaseAbout("delete branch", .permission(.manageSettings), subject: "branch")

    public static func change(_ code: BranchCode, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteBranch(code)
    }
}
