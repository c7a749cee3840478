import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A textbook title's card (учётная карточка): number, author and title, year of issue, subject,
/// grades, the Federal list; copies received and written off year by year with their sums, in the
/// fund now, out and with which class; the forms that change it and receive copies under it.
enum TextbookCardPage {
    /// The form that receives copies under the card.
    static let copiesForm = "textbook-copies-form"
    /// The form that changes the card.
    static let cardForm = "textbook-card-edit"

    /// The card's page; after a form refused, `sent` holds what was typed into it (into the card's
    /// form, the Federal list's tick among it), shown again instead of what the card says.
    static func render(_ context: PageContext, _ details: TextbookCardDetails, sent: SentForm? = nil, status: Int = 200) -> HTTPResponse {
        let texts = context.texts
        let language = context.language
        let card = details.card
        func table(_ id: String, _ year: LedgerHeading, _ tallies: [TextbookCardDetails.YearTally]) -> HTML {
            var table = LedgerTable(id: id, headings: [context.text(year.name), context.text(LedgerHeading.copies.name),
                                                       context.text(LedgerHeading.sum.name)])
            for tally in tallies { table.add([LedgerTable.Cell(String(tally.year)), .count(tally.copies), .money(tally.sum, language)]) }
            return table.html
        }
        let holdings = details.holdings.map { "<li>\($0.schoolClass.isEmpty ? texts.noClass : $0.schoolClass): \($0.copies)</li>" as HTML }
        let fields = FormInputs(context, problems: sent?.problems ?? [])
        func typedCopies(_ field: String) -> String { sent?.value(field, of: copiesForm) ?? "" }
        let typed = sent.flatMap { $0.form == cardForm ? $0.typed : nil } ?? ["cardNumber": String(card.number), "subject": card.subject,
                              "grades": card.gradesText.replacingOccurrences(of: "–", with: "-"), "federalList": card.federalList ? "1" : ""]
        return Layout.page("\(texts.textbookCard) № \(card.number)", context, status: status, body: """
            <p class="crumbs"><a href="\(TextbookPages.list.path)">\(texts.textbookFundHeading)</a></p>
            <h1>\(texts.textbookCard) № \(card.number)</h1>
            <p><a href="\(TitlePages.card.path(card.titleID))">\(details.titleDescription)</a>\(details.year.map { ", \($0)" } ?? "")
            \(card.subject.isEmpty ? HTML.empty : " · \(card.subject)" as HTML)\(card.grades == nil ? HTML.empty : " · \(texts.gradesField) \(card.gradesText)" as HTML)
            \(card.federalList ? " · \(texts.onFederalList)" as HTML : .empty)</p>
            <p id="textbook-now">\(texts.textbookNow): \(details.inFund) · \(texts.textbookHandedOut): \(details.handedOut)</p>
            <h2>\(texts.textbookReceivedHeading)</h2>\(table("textbook-received", .receiptYear, details.received))
            <h2>\(texts.textbookWrittenOffHeading)</h2>\(table("textbook-written-off", .writeOffYear, details.writtenOff))
            <h2>\(texts.textbookHoldings)</h2><ul id="textbook-holdings">\(holdings)</ul>
            \(fields.summary())
            <h2>\(texts.addTextbookCopies)</h2>
            <form method="post" action="\(TextbookPages.receive.path(card.titleID))" class="form compact" id="\(copiesForm)">
            \(fields.input("count", texts.copiesCountField, value: typedCopies("count"), kind: "number", hint: texts.copiesNumberedHint))
            \(fields.input("receipt", texts.receiptNumberField, value: typedCopies("receipt")))
            \(fields.input("price", texts.priceField, value: typedCopies("price")))
            <div class="actions"><button type="submit" class="primary">\(texts.addTextbookCopies)</button></div></form>
            <h2>\(texts.textbookCard)</h2>
            <form method="post" action="\(TextbookPages.save.path(card.titleID))" class="form compact" id="\(cardForm)">
            \(cardFields(context, fields, typed: typed))
            <div class="actions"><button type="submit">\(texts.saveTextbookCard)</button></div></form>
            """)
    }

    /// The card's own fields: number, subject, grades, the Federal list (ticked when `typed` says `1`).
    static func cardFields(_ context: PageContext, _ fields: FormInputs, typed: [String: String]) -> HTML {
        let texts = context.texts
        let federal = typed["federalList"] == "1"
        return """
            \(fields.input("cardNumber", texts.cardNumberField, value: typed["cardNumber"] ?? "", kind: "number"))
            \(fields.input("subject", texts.subjectField, value: typed["subject"] ?? ""))
            \(fields.input("grades", texts.gradesField, value: typed["grades"] ?? "", hint: texts.gradesHint))
            <label class="field check"><input type="checkbox" name="federalList" value="1"\(HTML(raw: federal ? " checked" : ""))> \(texts.federalListField)</label>
            """
    }
}
