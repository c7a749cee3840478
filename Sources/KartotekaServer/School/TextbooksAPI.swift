import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/textbooks`: the textbook fund — a card per textbook title and its copies numbered
/// under the card.
enum TextbooksAPI {
    static let endpoints = [list, provision, orders, get, set, addCopies]

    static let list = Endpoint.api(
        Routes.Textbooks.list, .permission(.keepAccounts),
        Operation("The textbook fund's cards by number, each with its copies by year and who holds them.",
                  tag: .accounts),
        answer: .list(TextbookCardResource.schema, "The cards.")
    ) { context in
        try context.store.textbookCards(grade: try context.query(Routes.Textbooks.grade)).map(TextbookCardResource.init)
    }

    static let provision = Endpoint.api(
        Routes.Textbooks.provision, .permission(.keepAccounts),
        Operation("Provision with textbooks, class by class and subject by subject.", tag: .accounts,
                  description: "For each class and each subject with a carded textbook for the class's grade: the copies of those "
                    + "textbooks neither written off nor lost that may be used today (no last day, or one not yet past), against the "
                    + "pupils they serve — the pupils of the grade, or of every grade when textbooks of several grades meet "
                    + "(`grades`). `percent` is copies per hundred pupils, rounded."),
        ok: "A row per class and subject."
    ) { context in
        TextbookProvisionResource(try context.store.textbookProvision(on: context.today))
    }

    static let orders = Endpoint.api(
        Routes.Textbooks.orders, .permission(.keepAccounts),
        Operation("The textbooks that fall out of the Federal list before the next school year, and the order list for the next "
                    + "three school years.", tag: .accounts,
                  description: "`replace`: the carded textbooks whose last day comes before the next 1 September. `lines`: for each "
                    + "school year, subject and grades, the pupils expected (this year's pupils moved up a grade a year; a first "
                    + "grade not yet enrolled as large as this year's), the copies still usable that year with those ordered for "
                    + "the years before, and how many to order; `textbook` is the one to order again, absent when none of the "
                    + "subject's textbooks for those grades is usable then."),
        ok: "The textbooks to replace and the order list."
    ) { context in
        TextbookOrderPlanResource(try context.store.textbookOrderPlan(on: context.today))
    }

    static let get = Endpoint.api(
        Routes.Textbooks.get, .permission(.keepAccounts), Operation("A textbook title's card.", tag: .accounts), ok: "The card."
    ) {
        TextbookCardResource(try $0.store.textbookCard($1))
    }

    static let set = Endpoint.api(
        Routes.Textbooks.set, .permission(.keepAccounts),
        Operation("Open a textbook title's card, or change it.", tag: .accounts, errors: [404, 409, 422],
                  description: "The title must be of the kind `textbook` (`not_a_textbook`); a card number is one title's "
                    + "(`textbook_card_number_taken`). A field left out stays as the card has it (empty on a new card); "
                    + "an empty text clears it."),
        body: JSONBody(TextbookCardInput.schema),
        ok: "The card."
    ) { context, titleID, input in
        TextbookCardResource(try context.run(SetTextbookCard(input.edit(titleID))))
    }

    static let addCopies = Endpoint.api(
        Routes.Textbooks.addCopies, .permission(.keepAccounts),
        Operation("Catalogue copies of a carded textbook at once, numbered under its card: a Cyrillic U, the "
                    + "card's number, a dash and the copy's.",
                  tag: .accounts, errors: [404, 409, 422]),
        body: JSONBody(TextbookCopiesInput.schema),
        ok: "The card after."
    ) { context, titleID, input in
        let (count, receipt, price) = try input.parsed()
        return TextbookCardResource(try context.run(ReceiveTextbookCopies(count, of: titleID, receipt: receipt,
                                                                          price: price)))
    }
}
