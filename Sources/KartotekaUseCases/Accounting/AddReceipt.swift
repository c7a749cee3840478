import KartotekaCore
import KartotekaStore

/// Enters a batch in the book of summary accounting, open for copies: under the number typed, or
/// its year's next. `POST /api/v1/receipts`, the receipts page's form and `kartoteka receipt add`
/// run it.
public struct AddReceipt: UseCase {
    public static let action = "add receipt"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The batch, as typed.
    public let draft: ReceiptDraft

    /// Entering `draft`.
    public init(_ draft: ReceiptDraft) {
        self.draft = draft
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReceiptRecord {
        let (receipt, number) = try draft.validated(today: transaction.today)
        return try transaction.connection.addReceipt(receipt, number: number, by: principal.accountName, now: transaction.now)
    }

    public func auditSubject(of output: ReceiptRecord) -> String? {
        "receipt \(output.number)"
    }
}
