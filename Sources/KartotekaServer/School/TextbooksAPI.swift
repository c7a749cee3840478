import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/textbooks`: the textbook fund — a card per textbook title and its copies numbered
/// under the card.
enum TextbooksAPI {
    static let endpoints = [list, get, set, addCopies]

    static let list = Endpoint.api(
        Routes.Textbooks.list, .permission(.keepAccounts),
        Operation("The textbook fund's cards by number, each with its copies by year and who holds them.",
                  tag: .accounts),
        answer: .list(TextbookCardResource.schema, "The cards.")
    ) { context in
        try context.store.textbookCards(grade: try context.query(Routes.Textbooks.grade)).map(TextbookCardResource.init)
    }

    static let get = Endpoint.api(
        Routes.Textbooks.get, .permission(.keepAccounts),
        Operation("A textbook title's card.", tag: .accounts),
        answer: .ok(TextbookCardResource.schema, "The card.")
    ) { context in
        TextbookCardResource(try context.store.textbookCard(context.path(PathParameters.titleID)))
    }

    static let set = Endpoint.api(
        Routes.Textbooks.set, .permission(.keepAccounts),
        Operation("Open a textbook title's card, or change it.", tag: .accounts, errors: [404, 409, 422],
                  description: "The title must be of the kind `textbook` (`not_a_textbook`); a card number is one title's "
                    + "(`textbook_card_number_taken`)."),
        body: JSONBody(TextbookCardInput.schema),
        answer: .ok(TextbookCardResource.schema, "The card.")
    ) { context, input in
        TextbookCardResource(try context.run(SetTextbookCard(input.card(context.path(PathParameters.titleID)))))
    }

    static let addCopies = Endpoint.api(
        Routes.Textbooks.addCopies, .permission(.keepAccounts),
        Operation("Catalogue copies of a carded textbook at once, numbered under its card: a Cyrillic U, the "
                    + "card's number, a dash and the copy's.",
                  tag: .accounts, errors: [404, 409, 422]),
        body: JSONBody(TextbookCopiesInput.schema),
        answer: .ok(TextbookCardResource.schema, "The card after.")
    ) { context, input in
        let (count, receipt, price) = try input.parsed()
        return TextbookCardResource(try context.run(ReceiveTextbookCopies(count, of: context.path(PathParameters.titleID), receipt: receipt,
                                                                          price: price)))
    }
}
