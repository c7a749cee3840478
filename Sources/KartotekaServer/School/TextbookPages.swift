import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/textbooks`: the textbook fund kept apart from the main one — its cards (of a grade, or all)
/// with the form that opens one for a textbook title, and each card's page: the card, its copies
/// received and written off year by year, now and out by class, the form that changes it and the
/// one that receives copies numbered under it.
enum TextbookPages {
    static let endpoints: [any EndpointDeclaration] = [list, open, card, save, receive]

    static let titleField = FormField.text("titleId")
    static let number = FormField.text("cardNumber")
    static let subject = FormField.text("subject")
    static let grades = FormField.text("grades")
    static let federal = FormField.checkbox("federalList")
    static let count = FormField.text("count")
    static let receipt = FormField.text("receipt")
    static let price = FormField.text("price")

    static let list = Endpoint.page(.get, "/textbooks", .permission(.keepAccounts), query: [Routes.Textbooks.grade]) { context in
        try listPage(context, grade: try context.lenientQuery(Routes.Textbooks.grade), typed: [:], problems: [])
    }

    static let open = Endpoint.form("/textbooks/new", .permission(.keepAccounts), fields: [titleField, number, subject, grades, federal]) { context in
        let typed = try typedCard(context)
        do {
            var problems = ProblemCollector()
            let title = problems.parse("titleId") { try ClassSetRequest.titleID(parsing: typed["titleId"] ?? "") }
            try problems.throwIfAny()
            let card = try context.run(SetTextbookCard(parsedCard(title!, typed: typed)))
            return .redirect(to: TextbookPages.card.path(card.card.titleID))
        } catch {
            guard let problems = cardProblems(error) else { throw error }
            return try listPage(context, grade: nil, typed: typed, problems: problems, status: 422)
        }
    }

    static let card: PageRoute<TitleID> = Endpoint.page(.get, "/textbooks/\(PathParameters.titleID)", .permission(.keepAccounts)) { context in
        TextbookCardPage.render(context.page, try context.store.textbookCard(context.path(PathParameters.titleID)))
    }

    static let save: PageRoute<TitleID> = Endpoint.form("/textbooks/\(PathParameters.titleID)/card", .permission(.keepAccounts),
                                                        fields: [number, subject, grades, federal]) { context in
        let id = try context.path(PathParameters.titleID)
        let typed = try typedCard(context)
        do {
            _ = try context.run(SetTextbookCard(parsedCard(id, typed: typed)))
            return .redirect(to: TextbookPages.card.path(id))
        } catch {
            guard let problems = cardProblems(error) else { throw error }
            return TextbookCardPage.render(context.page, try context.store.textbookCard(id),
                                           sent: SentForm(form: TextbookCardPage.cardForm, typed: typed, problems: problems), status: 422)
        }
    }

    static let receive: PageRoute<TitleID> = Endpoint.form("/textbooks/\(PathParameters.titleID)/copies", .permission(.keepAccounts),
                                                           fields: [count, receipt, price]) { context in
        let id = try context.path(PathParameters.titleID)
        let typed = try context.typed([count, receipt, price])
        do {
            let (copies, batch, cost) = try TextbookCard.copies(count: try context.form(count), receipt: try context.form(receipt),
                                                                price: try context.form(price))
            _ = try context.run(ReceiveTextbookCopies(copies, of: id, receipt: batch, price: cost))
            return .redirect(to: TextbookPages.card.path(id))
        } catch {
            guard let problems = FormProblems.from(error) ?? (error as? AccountingError).map({ [FieldProblem(field: "receipt", message: $0.message)] })
            else { throw error }
            return TextbookCardPage.render(context.page, try context.store.textbookCard(id),
                                           sent: SentForm(form: TextbookCardPage.copiesForm, typed: typed, problems: problems), status: 422)
        }
    }

    private static func typedCard(_ context: RequestContext) throws -> [String: String] {
        var typed = ["cardNumber": try context.form(number), "subject": try context.form(subject), "grades": try context.form(grades),
                     "federalList": try context.form(federal) ? "1" : ""]
        if context.endpoint.path.description == TextbookPages.open.path { typed["titleId"] = try context.form(titleField) }
        return typed
    }

    /// The card as the form gives it: every field, an empty one cleared.
    private static func parsedCard(_ title: TitleID, typed: [String: String]) -> TextbookCardEdit {
        TextbookCardEdit(titleID: title, number: typed["cardNumber"] ?? "", subject: typed["subject"] ?? "",
                         grades: typed["grades"] ?? "", federalList: typed["federalList"] == "1")
    }

    private static func cardProblems(_ error: any Error) -> [FieldProblem]? {
        switch error {
        case let error as ValidationError: error.problems
        case let error as TextbookError: [FieldProblem(field: "cardNumber", message: error.message)]
        case let error as CatalogError: [FieldProblem(field: "titleId", message: error.message)]
        default: nil
        }
    }

    private static func listPage(_ context: RequestContext, grade: Int?, typed: [String: String], problems: [FieldProblem],
                                 status: Int = 200) throws -> HTTPResponse {
        let page = context.page
        let texts = page.texts
        let cards = try context.store.textbookCards(grade: grade)
        let rows = cards.map { details -> HTML in
            let card = details.card
            return """
                <li class="row" data-card="\(card.number)"><a href="\(TextbookPages.card.path(card.titleID))"><strong>№ \(card.number)</strong> \(details.titleDescription)</a>
                \(card.subject.isEmpty ? HTML.empty : " · \(card.subject)" as HTML)\(card.grades == nil ? HTML.empty : " · \(card.gradesText)" as HTML)
                · \(texts.textbookNow) \(details.inFund) · \(texts.textbookHandedOut) \(details.handedOut)</li>
                """
        }
        let fields = FormInputs(page, problems: problems)
        let carded = Set(try (grade == nil ? cards : context.store.textbookCards(grade: nil)).map(\.card.titleID))
        let uncarded = try context.store.textbookTitles().filter { !carded.contains($0.id) }
        return Layout.page(texts.textbookFundHeading, page, status: status, body: """
            <p class="crumbs"><a href="\(LedgerPages.hub.path)">\(texts.fundAccounts)</a></p>
            <h1>\(texts.textbookFundHeading)</h1>
            <p class="actions"><a class="button" href="\(LedgerPages.summaryBook.path)?fund=textbooks">\(texts.summaryBookShort)</a>
            <a class="button" href="\(TextbookPlanningPages.provision.path)">\(texts.provisionHeading)</a>
            <a class="button" href="\(TextbookPlanningPages.orders.path)">\(texts.textbookOrdersHeading)</a></p>
            <form method="get" action="\(TextbookPages.list.path)" class="search-box">
            <input type="number" name="grade" min="1" max="11" value="\(grade.map(String.init) ?? "")" aria-label="\(texts.gradeFilter)" placeholder="\(texts.gradeFilter)">
            <button type="submit">\(texts.show)</button></form>
            <ul class="rows" id="textbook-cards">\(rows)</ul>
            \(rows.isEmpty ? "<p class=\"empty\">\(texts.textbookCardsNone)</p>" as HTML : .empty)
            <h2>\(texts.openTextbookCard)</h2>
            \(fields.summary())
            <form method="post" action="\(TextbookPages.open.path)" class="form compact" id="textbook-card-form">
            \(TextbookChoice.field(page, fields, titles: uncarded, value: typed["titleId"] ?? ""))
            \(TextbookCardPage.cardFields(page, fields, typed: typed))
            <div class="actions"><button type="submit" class="primary">\(texts.openTextbookCard)</button></div></form>
            """)
    }
}
