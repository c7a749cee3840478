import KartotekaCore
import KartotekaStore

/// Catalogues copies of a carded textbook at once at the principal's desk, numbered under its
/// card on from the highest there is. `POST /api/v1/textbooks/{id}/copies`, the card's page and
/// `kartoteka textbook receive` run it.
public struct ReceiveTextbookCopies: UseCase {
    public static let action = "receive textbook copies"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The textbook title.
    public let title: TitleID
    /// How many copies.
    public let count: Int
    /// The batch they join, if any.
    public let receipt: YearlyNumber?
    /// The price of each, if known.
    public let price: Money?

    /// Receiving `count` copies of `title`.
    public init(_ count: Int, of title: TitleID, receipt: YearlyNumber?, price: Money?) {
        self.count = count
        self.title = title
        self.receipt = receipt
        self.price = price
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> TextbookCardDetails {
        try transaction.connection.addTextbookCopies(title, count: count, receipt: receipt, price: price, at: principal.branch,
                                                     calendar: transaction.calendar, now: transaction.now)
    }

    public func auditSubject(of output: TextbookCardDetails) -> String? {
        "\(count) " + (count == 1 ? "copy" : "copies") + " of title \(title)" + (receipt.map { " in receipt \($0)" } ?? "")
    }
}
