import KartotekaCore
import KartotekaStore

/// Lifts a block set by hand.
public typealias LiftBlock = SingleInput<LiftBlockChange>

/// What ``LiftBlock`` does.
public enum LiftBlockChange: SingleInputChange {
    public static let about = UseCaseAbout("lift block", .permission(.editReaders), subject: "block")

    public static func change(_ block: BlockID, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.removeBlock(block)
    }
}
