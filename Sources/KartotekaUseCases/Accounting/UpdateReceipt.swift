import KartotekaCore
import KartotekaStore

extension UpdateReceipt {
    public static let action = "update receipt"
    public static let access = UseCaseAccess.permission(.keepAccounts)

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
