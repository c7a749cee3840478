import KartotekaCore
import KartotekaStore

/// Sends a copy from the branch where it stands to another; refused for a copy on loan, on its
/// way already, set aside for a hold, or at that branch already.
public struct SendCopy: UseCase {
    public static let action = "send copy"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The copy.
    public let copy: InventoryNumber
    /// The branch it goes to.
    public let destination: BranchCode

    /// The journey of `copy` to `destination`.
    public init(_ copy: InventoryNumber, to destination: BranchCode) {
        self.copy = copy
        self.destination = destination
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> TransferRecord {
        try transaction.connection.sendCopy(copy, to: destination, by: principal.accountName, now: transaction.now)
    }

    public func auditSubject(of output: TransferRecord) -> String? {
        "copy \(copy) from branch \(output.from) to branch \(destination)"
    }
}
