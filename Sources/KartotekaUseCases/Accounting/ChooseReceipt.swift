import KartotekaCore
import KartotekaStore

/// Chooses the batch a desk catalogues into (or none): it must be open to new copies. What
/// remembers the choice is the desk's (the pages keep it in the browser). `/receipts/current` runs it.
public typealias ChooseReceipt = SingleInput<ChooseReceiptChange>

/// What ``ChooseReceipt`` does.
public enum ChooseReceiptChange: SingleInputChange {
    public static let about = UseCaseAbout("choose receipt", .permission(.keepAccounts))

    /// Returns the batch chosen, `nil` for none.
    public static func change(_ number: YearlyNumber?, in transaction: StoreTransaction, by principal: Principal) throws -> YearlyNumber? {
        if let number {
            guard try transaction.connection.receiptRecord(number).isOpen else { throw AccountingError.receiptClosed(number) }
        }
        return number
    }

    public static func auditSubject(of number: YearlyNumber?, after output: YearlyNumber?) -> String? {
        output.map { "receipt \($0)" } ?? "none"
    }
}
