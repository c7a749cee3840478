import KartotekaCore
import KartotekaStore

/// Stops showing a branch among the library locations: its location is removed.
public typealias UnpublishBranch = SingleInput<UnpublishBranchChange>

/// What ``UnpublishBranch`` does.
public enum UnpublishBranchChange: SingleInputChange {
    public static let about = UseCaseAbout("unpublish branch", .permission(.manageLocations), subject: "branch")

    public static func change(_ code: BranchCode, in transaction: StoreTransaction, by principal: Principal) throws -> BranchRecord {
        try transaction.connection.unpublishBranch(code, now: transaction.now)
    }
}
