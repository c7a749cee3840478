import KartotekaCore
import KartotekaStore

/// Records that the reader holding a copy lost it: the copy is lost, its loan ends without a
/// return, and the reader may not borrow until the loss is settled. Refused for a copy not on loan.
public typealias RecordLoss = SingleInput<RecordLossChange>

/// What ``RecordLoss`` does.
public enum RecordLossChange: SingleInputChange {
    public static let about = UseCaseAbout("record loss", .permission(.circulate))

    public static func change(_ copy: InventoryNumber, in transaction: StoreTransaction, by principal: Principal) throws -> BookLoss {
        try transaction.connection.recordLoss(copy, by: principal.accountName, now: transaction.now)
    }

    public static func auditSubject(of copy: InventoryNumber, after output: BookLoss) -> String? {
        "loss \(output.id) of copy \(copy)" + (output.ticketNumber.map { " by reader \($0)" } ?? "")
    }
}
