import KartotekaCore
import KartotekaStore

/// Adds a branch, not shown among the library locations; refused when another has its code.
public typealias AddBranch = SingleInput<AddBranchChange>

/// What ``AddBranch`` does.
public enum AddBranchChange: SingleInputChange {
    public static let about = UseCaseAbout("add branch", .permission(.manageSettings))

    public static func change(_ branch: Branch, in transaction: StoreTransaction, by principal: Principal) throws -> BranchRecord {
        try transaction.connection.addBranch(branch, now: transaction.now)
    }

    public static func auditSubject(of branch: Branch, after output: BranchRecord) -> String? {
        "branch \(output.code)"
    }
}
