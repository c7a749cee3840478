import KartotekaCore
import KartotekaStore

/// Chooses the batch a desk catalogues into (or none): it must be open to new copies. What
/// remembers the choice is the desk's (the pages keep it in the browser). `/receipts/current` runs it.
public struct ChooseReceipt: UseCase {
    public static let action = "choose receipt"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The batch; `nil`: none.
    public let number: YearlyNumber?

    /// Choosing batch `number`, or none.
    public init(_ number: YearlyNumber?) {
        self.number = number
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> YearlyNumber? {
        if let number {
            guard try transaction.connection.receiptRecord(number).isOpen else { throw AccountingError.receiptClosed(number) }
        }
        return number
    }

    public func auditSubject(of output: YearlyNumber?) -> String? {
        output.map { "receipt \($0)" } ?? "none"
    }
}
