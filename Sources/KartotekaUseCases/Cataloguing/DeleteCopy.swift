import KartotekaCore
import KartotekaStore

/// Removes a copy added by mistake today; refused while it is on loan or written off by an act,
/// and for a copy that joined the fund on an earlier day, which leaves it only by an act of
/// write-off (so the КСУ and the receipt stay as they were).
/// `DELETE /api/v1/copies/{inventory}`, the copy's delete button and `kartoteka copy delete` run it.
public typealias DeleteCopy = SingleInput<DeleteCopyChange>

/// What ``DeleteCopy`` does.
public enum DeleteCopyChange: SingleInputChange {
    public static let about = UseCaseAbout("delete copy", .permission(.editCatalogue))

    public static func change(_ copy: InventoryNumber, in transaction: StoreTransaction, by principal: Principal) throws -> CopyRecord {
        let record = try transaction.connection.copyRecord(copy)
        let since = transaction.calendar.day(of: record.createdAt)
        guard since >= transaction.today else { throw CatalogError.copyInFund(copy, since: since) }
        return try transaction.connection.deleteCopy(copy, now: transaction.now)
    }

    public static func auditSubject(of copy: InventoryNumber, after output: CopyRecord) -> String? {
        "copy \(copy) of title \(output.titleID)"
    }
}
