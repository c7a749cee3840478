import KartotekaCore
import KartotekaStore

/// Replaces a branch's fields, its code too (to one no other branch has); the location of a
/// branch shown among the library locations takes its new address.
public typealias ChangeBranch = Edit<ChangeBranchChange>

/// What ``ChangeBranch`` does.
public enum ChangeBranchChange: KeyedEdit {
    public static let about = UseCaseAbout("change branch", .permission(.manageSettings))

    public static func change(_ code: BranchCode, to branch: Branch, in transaction: StoreTransaction,
                              by principal: Principal) throws -> BranchRecord {
        try transaction.connection.updateBranch(code, with: branch, now: transaction.now)
    }

    public static func auditSubject(of code: BranchCode, to branch: Branch, after output: BranchRecord) -> String? {
        output.code == code ? "branch \(code)" : "branch \(code), now \(output.code)"
    }
}
