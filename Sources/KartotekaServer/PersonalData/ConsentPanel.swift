import KartotekaCore
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire

/// A reader's consent to the processing of personal data on their card: whether one is on record
/// (and who recorded it), the form that records it — for a child under 14 a parent's or legal
/// representative's name, document and relation — and the printable form to sign.
enum ConsentPanel {
    static let endpoints: [any EndpointDeclaration] = [record, print]

    static let givenOn = FormField<Day?>("givenOn") { text in
        guard let text, !text.isEmpty else { return nil }
        return try Day(parsing: text, field: "givenOn")
    }
    static let signer = FormField<ConsentSigner>("signer") { text in
        guard let signer = ConsentSigner(rawValue: text ?? "") else { throw UnusableFormValue() }
        return signer
    }
    static let representativeName = FormField.text("representativeName")
    static let representativeDocument = FormField.text("representativeDocument")
    static let representativeRelation = FormField.text("representativeRelation")

    static let record: PageRoute<TicketNumber> = Endpoint.form("/readers/\(PathParameters.ticket)/consent", .permission(.editReaders),
                                                               fields: [givenOn, signer, representativeName, representativeDocument,
                                                                        representativeRelation]) { context in
        let ticket = try context.path(PathParameters.ticket)
        do {
            let consent = ReaderConsent(givenOn: try context.form(givenOn) ?? context.today, signer: try context.form(signer),
                                        representativeName: try context.form(representativeName),
                                        representativeDocument: try context.form(representativeDocument),
                                        representativeRelation: try context.form(representativeRelation))
            _ = try context.run(RecordConsent(ticket, to: consent))
            return .redirect(to: Notice.readerSaved.shown(on: ReaderPages.card.path(ticket)))
        } catch let error as KartotekaError where error is ValidationError || error is PersonalDataError {
            // The card again with the consent form as it was sent and what to fix.
            let fields: [any DeclaredFormField] = [givenOn, signer, representativeName, representativeDocument, representativeRelation]
            let typed = try context.typed(fields)
            let problems = (error as? ValidationError)?.problems ?? [FieldProblem(field: representativeName.name, message: error.message)]
            return try ReaderCardPage.render(context, details: try context.store.reader(ticket),
                                             sent: SentForm(form: formName, typed: typed, problems: problems), status: 422)
        }
    }

    /// The name of the consent form, for a card shown again after it was refused.
    static let formName = "consent"

    static let print: PageRoute<TicketNumber> = Endpoint.page(.get, "/readers/\(PathParameters.ticket)/consent/print",
                                                              .permission(.editReaders)) { context in
        let ticket = try context.path(PathParameters.ticket)
        let form = try context.ask(ConsentForm(ticket))
        return PrintLayout.page(context.page.texts.consentHeading, context.page, back: ReaderPages.card.path(ticket), csv: nil,
                                body: ConsentDocument.render(context.page, reader: form.reader, consent: form.consent, operator: form.operator,
                                                             today: context.today))
    }

    /// The section of the reader card.
    static func render(_ context: PageContext, details: ReaderDetails, today: Day, sent: SentForm? = nil) -> HTML {
        let texts = context.texts
        let reader = details.record.reader
        let state: HTML
        if let consent = details.consent {
            let who = consent.signer == .representative ? "\(consent.representativeName), \(consent.representativeRelation)" : context.text(consent.signer.name)
            state = """
                <p id="consent-state" class="ok">\(texts.consentOnRecord): \(consent.givenOn.text(in: context.language)), \(who)\
                \(consent.recordedBy.map { " (\(texts.consentRecordedBy) \($0))" } ?? "")</p>
                """
        } else {
            state = "<p id=\"consent-state\" class=\"warning\">\(texts.consentMissing)</p>"
        }
        guard context.may(.editReaders) else { return "<section id=\"reader-consent\"><h2>\(texts.consentHeading)</h2>\(state)</section>" }
        let child = ReaderConsent.needsRepresentative(age: AgeMark.age(birth: reader.birth, schoolClass: reader.currentClass, on: today))
        let chosenSigner = sent.flatMap { ConsentSigner(rawValue: $0.value("signer", of: formName)) } ?? details.consent?.signer
            ?? (child ? .representative : .reader)
        let signerOptions = ConsentSigner.allCases.map { signer -> HTML in
            let chosen: HTML = signer == chosenSigner ? " selected" : .empty
            return "<option value=\"\(signer.rawValue)\"\(chosen)>\(context.text(signer.name))</option>"
        }
        let consent = details.consent
        func value(_ field: String, _ stored: String) -> String { sent?.value(field, of: formName, or: stored) ?? stored }
        let problems = sent?.problems(of: formName) ?? []
        let said: HTML = problems.isEmpty ? .empty
            : "<ul class=\"problems\" role=\"alert\" id=\"consent-problems\">\(HTML.join(problems.map { "<li>\(context.text($0.message))</li>" as HTML }))</ul>"
        return """
            <section id="reader-consent"><h2>\(texts.consentHeading)</h2>
            \(state)
            \(said)
            <p class="actions"><a class="button" href="\(ConsentPanel.print.path(reader.ticketNumber))">\(texts.printConsent)</a></p>
            <form method="post" action="\(ConsentPanel.record.path(reader.ticketNumber))" class="form compact" id="consent-form">
            <label class="field"><span>\(texts.consentGivenOn)</span><input type="date" name="givenOn" value="\(value("givenOn", (consent?.givenOn ?? today).isoText))"></label>
            <label class="field"><span>\(texts.consentSigner)</span><select name="signer">\(signerOptions)</select></label>
            <label class="field"><span>\(texts.representativeNameField)</span><input name="representativeName" value="\(value("representativeName", consent?.representativeName ?? ""))"></label>
            <label class="field"><span>\(texts.representativeDocumentField)</span><input name="representativeDocument" value="\(value("representativeDocument", consent?.representativeDocument ?? ""))"></label>
            <label class="field"><span>\(texts.representativeRelationField)</span><input name="representativeRelation" value="\(value("representativeRelation", consent?.representativeRelation ?? ""))"></label>
            <div class="actions"><button type="submit">\(texts.recordConsent)</button></div>
            </form></section>
            """
    }
}
