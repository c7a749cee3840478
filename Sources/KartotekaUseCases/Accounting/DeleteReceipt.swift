import KartotekaCore
import KartotekaStore

/// Removes a batch that brought no copies. `DELETE /api/v1/receipts/{receipt}` and the batch's
/// page run it.
public typealias DeleteReceipt = SingleInput<DeleteReceiptChange>

/// What ``DeleteReceipt`` does.
public enum DeleteReceiptChange: SingleInputChange {
    public static let about = UseCaseAbout("delete receipt", .permission(.keepAccounts), subject: "receipt")

    public static func change(_ number: YearlyNumber, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteReceipt(number)
    }
}
