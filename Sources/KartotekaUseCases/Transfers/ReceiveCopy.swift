import KartotekaCore
import KartotekaStore

/// Receives a copy that has arrived at the branch it was sent to: at `branch`, else at the
/// principal's desk's branch, else where it is going. Its journey ends; a copy that travelled for
/// a hold goes on the hold shelf.
public struct ReceiveCopy: UseCase {
    public static let action = "receive copy"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The copy.
    public let copy: InventoryNumber
    /// The branch receiving it; `nil`: the principal's, else where it is going.
    public let branch: BranchCode?

    /// The receipt of `copy` at `branch`.
    public init(_ copy: InventoryNumber, at branch: BranchCode? = nil) {
        self.copy = copy
        self.branch = branch
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> TransferRecord {
        let db = transaction.connection
        guard let here = try branch ?? principal.branch ?? db.copyRecord(copy).placement?.travellingTo else {
            throw BranchError.copyNotTravelling(copy)
        }
        return try db.receiveCopy(copy, at: here, by: principal.accountName, today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: TransferRecord) -> String? {
        "copy \(copy) at branch \(output.to)"
    }
}
