import KartotekaCore
import KartotekaStore

/// Removes a batch that brought no copies. `DELETE /api/v1/receipts/{receipt}` and the batch's
/// page run it.
public struct DeleteReceipt: UseCase {
    public static let action = "delete receipt"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The batch.
    public let number: YearlyNumber

    /// Removing batch `number`.
    public init(_ number: YearlyNumber) {
        self.number = number
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteReceipt(number)
    }

    public func auditSubject(of output: Void) -> String? {
        "receipt \(number)"
    }
}
