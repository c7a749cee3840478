import KartotekaCore
import KartotekaStore

/// Stops showing a branch among the library locations: its location is removed.
public struct UnpublishBranch: UseCase {
    public static let action = "unpublish branch"
    public static let access = UseCaseAccess.permission(.manageLocations)

    /// The branch.
    public let code: BranchCode

    /// Stops showing the branch `code`.
    public init(_ code: BranchCode) {
        self.code = code
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> BranchRecord {
        try transaction.connection.unpublishBranch(code, now: transaction.now)
    }

    public func auditSubject(of output: BranchRecord) -> String? {
        "branch \(code)"
    }
}
