import KartotekaCore
import KartotekaStore

/// Opens a textbook title's card in the textbook fund, or changes it: the title must be a
/// textbook, and a card number is one title's; a field the edit leaves out stays as the card has
/// it. `PUT /api/v1/textbooks/{id}`, the textbook fund's pages and `kartoteka textbook set` run it.
public typealias SetTextbookCard = SingleInput<SetTextbookCardChange>

/// What ``SetTextbookCard`` does.
public enum SetTextbookCardChange: SingleInputChange {
    public static let about = UseCaseAbout("set textbook card", .permission(.keepAccounts))

    public static func change(_ edit: TextbookCardEdit, in transaction: StoreTransaction, by principal: Principal) throws -> TextbookCardDetails {
        let current = edit.keepsSomeField ? try transaction.connection.card(of: edit.titleID) : nil
        return try transaction.connection.setTextbookCard(try edit.card(over: current), now: transaction.now, calendar: transaction.calendar)
    }

    public static func auditSubject(of edit: TextbookCardEdit, after output: TextbookCardDetails) -> String? {
        "textbook card \(output.card.number) of title \(edit.titleID)"
    }
}
