import KartotekaCore
import KartotekaStore

/// Sends a copy from the branch where it stands to another; refused for a copy on loan, on its
/// way already, set aside for a hold, or at that branch already.
public typealias SendCopy = Edit<SendCopyChange>

/// What ``SendCopy`` does.
public enum SendCopyChange: KeyedEdit {
    public static let about = UseCaseAbout("send copy", .permission(.circulate))

    public static func change(_ copy: InventoryNumber, to destination: BranchCode, in transaction: StoreTransaction,
                              by principal: Principal) throws -> TransferRecord {
        try transaction.connection.sendCopy(copy, to: destination, by: principal.accountName, now: transaction.now)
    }

    public static func auditSubject(of copy: InventoryNumber, to destination: BranchCode, after output: TransferRecord) -> String? {
        "copy \(copy) from branch \(output.from) to branch \(destination)"
    }
}
