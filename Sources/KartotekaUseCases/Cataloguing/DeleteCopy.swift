import KartotekaCore
import KartotekaStore

/// Removes a copy added by mistake today; refused while it is on loan or written off by an act,
/// and for a copy that joined the fund on an earlier day, which leaves it only by an act of
/// write-off (so the КСУ and the receipt stay as they were).
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
        let record = try transaction.connection.copyRecord(copy)
        let since = transaction.calendar.day(of: record.createdAt)
        guard since >= transaction.today else { throw CatalogError.copyInFund(copy, since: since) }
        return try transaction.connection.deleteCopy(copy, now: transaction.now)
    }

    public func auditSubject(of output: CopyRecord) -> String? {
        "copy \(copy) of title \(output.titleID)"
    }
}
