import KartotekaCore
import KartotekaStore

/// Enters a batch in the book of summary accounting, open for copies: under the number typed, or
/// its year's next. `POST /api/v1/receipts`, the receipts page's form and `kartoteka receipt add`
/// run it.
public typealias AddReceipt = SingleInput<AddReceiptChange>

/// What ``AddReceipt`` does.
public enum AddReceiptChange: SingleInputChange {
    public static let about = UseCaseAbout("add receipt", .permission(.keepAccounts))

    public static func change(_ draft: ReceiptDraft, in transaction: StoreTransaction, by principal: Principal) throws -> ReceiptRecord {
        let (receipt, number) = try draft.validated(today: transaction.today)
        return try transaction.connection.addReceipt(receipt, number: number, by: principal.accountName, now: transaction.now)
    }

    public static func auditSubject(of draft: ReceiptDraft, after output: ReceiptRecord) -> String? {
        "receipt \(output.number)"
    }
}
