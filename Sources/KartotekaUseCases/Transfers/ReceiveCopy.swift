import KartotekaCore
import KartotekaStore

/// Receives a copy that has arrived at the branch it was sent to: at `branch`, else at the
/// principal's desk's branch, else where it is going. Its journey ends; a copy that travelled for
/// a hold goes on the hold shelf.
public typealias ReceiveCopy = AtBranch<ReceiveCopyChange>

/// What ``ReceiveCopy`` does.
public enum ReceiveCopyChange: CopyAtBranchChange {
    public static let about = UseCaseAbout("receive copy", .permission(.circulate))

    public static func change(_ copy: InventoryNumber, at branch: BranchCode?, in transaction: StoreTransaction,
                              by principal: Principal) throws -> TransferRecord {
        let db = transaction.connection
        guard let here = try branch ?? principal.branch ?? db.copyRecord(copy).placement?.travellingTo else {
            throw BranchError.copyNotTravelling(copy)
        }
        return try db.receiveCopy(copy, at: here, by: principal.accountName, today: transaction.today, now: transaction.now)
    }

    public static func auditSubject(of copy: InventoryNumber, after output: TransferRecord) -> String? {
        "copy \(copy) at branch \(output.to)"
    }
}
