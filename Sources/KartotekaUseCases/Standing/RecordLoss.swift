import KartotekaCore
import KartotekaStore

/// Records that the reader holding a copy lost it: the copy is lost, its loan ends without a
/// return, and the reader may not borrow until the loss is settled. Refused for a copy not on loan.
public struct RecordLoss: UseCase {
    public static let action = "record loss"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The copy.
    public let copy: InventoryNumber

    /// The loss of `copy`.
    public init(_ copy: InventoryNumber) {
        self.copy = copy
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> BookLoss {
        try transaction.connection.recordLoss(copy, by: principal.accountName, now: transaction.now)
    }

    public func auditSubject(of output: BookLoss) -> String? {
        "loss \(output.id) of copy \(copy)" + (output.ticketNumber.map { " by reader \($0)" } ?? "")
    }
}
