import KartotekaCore
import KartotekaStore

/// Lifts a block set by hand.
public struct LiftBlock: UseCase {
    public static let action = "lift block"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The block.
    public let block: BlockID

    /// The lifting of `block`.
    public init(_ block: BlockID) {
        self.block = block
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.removeBlock(block)
    }

    public func auditSubject(of output: Void) -> String? {
        "block \(block)"
    }
}
