import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/textbooks`: the textbook fund — a card per textbook title and its copies numbered
/// under the card.
enum TextbooksAPI {
    static let endpoints = [list, get, set, addCopies]

    static let grade = QueryParameter<Int>(
        "grade", schema: OpenAPISchema.integer(minimum: 1, maximum: 11), description: "Only the cards of textbooks for this grade.") {
        Int($0).flatMap { SchoolClass.grades.contains($0) ? $0 : nil }
    }

    static let list = Endpoint.api(
        .get, "/api/v1/textbooks", .permission(.keepAccounts),
        Operation("listTextbookCards", "The textbook fund's cards by number, each with its copies by year and who holds them.",
                  tag: .accounts),
        query: [grade], answer: .list(Schemas.textbookCard, "The cards.")
    ) { context in
        try context.store.textbookCards(grade: try context.query(grade)).map(TextbookCardResource.init)
    }

    static let get = Endpoint.api(
        .get, "/api/v1/textbooks/\(PathParameters.titleID)", .permission(.keepAccounts),
        Operation("getTextbookCard", "A textbook title's card.", tag: .accounts), answer: .ok(Schemas.textbookCard, "The card.")
    ) { context in
        TextbookCardResource(try context.store.textbookCard(context.path(PathParameters.titleID)))
    }

    static let set = Endpoint.api(
        .put, "/api/v1/textbooks/\(PathParameters.titleID)", .permission(.keepAccounts),
        Operation("setTextbookCard", "Open a textbook title's card, or change it.", tag: .accounts, errors: [404, 409, 422],
                  description: "The title must be of the kind `textbook` (`not_a_textbook`); a card number is one title's "
                    + "(`textbook_card_number_taken`)."),
        body: JSONBody(Schemas.textbookCardInput), answer: .ok(Schemas.textbookCard, "The card.")
    ) { context, input in
        TextbookCardResource(try context.run(SetTextbookCard(input.card(context.path(PathParameters.titleID)))))
    }

    static let addCopies = Endpoint.api(
        .post, "/api/v1/textbooks/\(PathParameters.titleID)/copies", .permission(.keepAccounts),
        Operation("addTextbookCopies", "Catalogue copies of a carded textbook at once, numbered under its card: a Cyrillic U, the "
                    + "card's number, a dash and the copy's.",
                  tag: .accounts, errors: [404, 409, 422]),
        body: JSONBody(Schemas.textbookCopies), answer: .ok(Schemas.textbookCard, "The card after.")
    ) { context, input in
        let (count, receipt, price) = try input.parsed()
        return TextbookCardResource(try context.run(ReceiveTextbookCopies(count, of: context.path(PathParameters.titleID), receipt: receipt,
                                                                          price: price)))
    }
}
