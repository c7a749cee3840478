import KartotekaCore
import KartotekaStore

/// Opens a textbook title's card in the textbook fund, or changes it: the title must be a
/// textbook, and a card number is one title's. `PUT /api/v1/textbooks/{id}`, the textbook fund's
/// pages and `kartoteka textbook set` run it.
public struct SetTextbookCard: UseCase {
    public static let action = "set textbook card"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The card.
    public let card: TextbookCard

    /// Opening or changing `card`.
    public init(_ card: TextbookCard) {
        self.card = card
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> TextbookCardDetails {
        try transaction.connection.setTextbookCard(card, now: transaction.now, calendar: transaction.calendar)
    }

    public func auditSubject(of output: TextbookCardDetails) -> String? {
        "textbook card \(card.number) of title \(card.titleID)"
    }
}
