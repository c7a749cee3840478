import KartotekaCore
import KartotekaStore

/// Opens a textbook title's card in the textbook fund, or changes it: the title must be a
/// textbook, and a card number is one title's. `PUT /api/v1/textbooks/{id}`, the textbook fund's
/// pages and `kartoteka textbook set` run it.
public typealias SetTextbookCard = SingleInput<SetTextbookCardChange>

/// What ``SetTextbookCard`` does.
public enum SetTextbookCardChange: SingleInputChange {
    public static let about = UseCaseAbout("set textbook card", .permission(.keepAccounts))

    public static func change(_ card: TextbookCard, in transaction: StoreTransaction, by principal: Principal) throws -> TextbookCardDetails {
        try transaction.connection.setTextbookCard(card, now: transaction.now, calendar: transaction.calendar)
    }

    public static func auditSubject(of card: TextbookCard, after output: TextbookCardDetails) -> String? {
        "textbook card \(card.number) of title \(card.titleID)"
    }
}
