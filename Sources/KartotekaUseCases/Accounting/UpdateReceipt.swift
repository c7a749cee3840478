import KartotekaCore
import KartotekaStore

/// Changes a batch's fields, and whether copies may still join it; its number stays, and its day
/// stays within its year. `PUT /api/v1/receipts/{receipt}` and the batch's page run it.
public struct UpdateReceipt: UseCase {
    public static let action = "update receipt"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The batch.
    public let number: YearlyNumber
    /// Its fields, as typed (a number typed is not read: the batch keeps its own).
    public let draft: ReceiptDraft
    /// Whether copies may still join it; `nil`: as it is.
    public let isOpen: Bool?

    /// A change of batch `number` to `draft`, opened or closed as `isOpen` says.
    public init(_ number: YearlyNumber, to draft: ReceiptDraft, isOpen: Bool?) {
        self.number = number
        self.draft = draft
        self.isOpen = isOpen
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReceiptRecord {
        let db = transaction.connection
        var draft = draft
        draft.number = ""
        let (receipt, _) = try draft.validated(today: transaction.today)
        let open = try isOpen ?? db.receiptRecord(number).isOpen
        return try db.updateReceipt(number, with: receipt, isOpen: open, now: transaction.now)
    }

    public func auditSubject(of output: ReceiptRecord) -> String? {
        "receipt \(number)" + (output.isOpen ? "" : ", closed")
    }
}
