import KartotekaCore
import KartotekaStore

/// Calls off a copy's journey between branches — sent by mistake, or on its way home when it is
/// better kept where it was taken back — while it is still where it was sent from: it stays at
/// that branch and goes to the title's first hold there. Refused for a copy travelling to a
/// reader's hold.
public typealias CancelTransfer = SingleInput<CancelTransferChange>

/// What ``CancelTransfer`` does.
public enum CancelTransferChange: SingleInputChange {
    public static let about = UseCaseAbout("cancel transfer", .permission(.circulate))

    public static func change(_ copy: InventoryNumber, in transaction: StoreTransaction, by principal: Principal) throws -> TransferRecord {
        try transaction.connection.cancelTransfer(copy, by: principal.accountName, today: transaction.today, now: transaction.now)
    }

    public static func auditSubject(of copy: InventoryNumber, after output: TransferRecord) -> String? {
        "copy \(copy) kept at branch \(output.from), not sent to branch \(output.to)"
    }
}
