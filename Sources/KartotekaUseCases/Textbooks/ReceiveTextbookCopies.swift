import KartotekaCore
import KartotekaStore

extension ReceiveTextbookCopies {
    public static let action = "receive textbook copies"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> TextbookCardDetails {
        try transaction.connection.addTextbookCopies(title, count: count, receipt: receipt, price: price, at: principal.branch,
                                                     calendar: transaction.calendar, now: transaction.now)
    }

    public func auditSubject(of output: TextbookCardDetails) -> String? {
        "\(count) " + (count == 1 ? "copy" : "copies") + " of title \(title)" + (receipt.map { " in receipt \($0)" } ?? "")
    }
}
