import KartotekaCore
import KartotekaStore

/// Removes a copy; refused while it is on loan or written off by an act.
/// `DELETE /api/v1/copies/{inventory}`, the copy's delete button and `kartoteka copy delete` run it.
public struct DeleteCopy: UseCase {
    public static let action = "delete copy"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    /// The copy.
    public let copy: InventoryNumber

    /// Removing `copy`.
    public init(_ copy: InventoryNumber) {
        self.copy = copy
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> CopyRecord {
        try transaction.connection.deleteCopy(copy, now: transaction.now)
    }

    public func auditSubject(of output: CopyRecord) -> String? {
        "copy \(copy) of title \(output.titleID)"
    }
}
