import KartotekaCore
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire

/// `/personal-data`: readers' personal data (152-ФЗ) — the anonymiser's dry run and its runs, the
/// acts of destruction with the export of the event log for each run (A4 and CSV), the readers
/// without a consent, and the log of staff's access to readers' data (administrators only).
enum PersonalDataPages {
    static let endpoints: [any EndpointDeclaration] = [overview, anonymise, actPrint, eventsPrint, eventsCSV, withoutConsent,
                                                       withoutConsentCSV, log]

    static let overview: PageRoute<Void> = Endpoint.page(.get, "/personal-data", .permission(.manageSettings)) { requestContext in
        let context = requestContext.page
        let texts = context.texts
        let plan = try requestContext.ask(AnonymisationPreview())
        let acts = try requestContext.ask(DestructionActs())
        let readers = plan.readers.map { reader -> HTML in
            let reason = reader.reason == .lastLoan ? texts.reasonLastLoanShort : texts.reasonLeftSchoolShort
            return "<tr><td>\(reader.ticket.rawValue)</td><td>\(reader.shortName)</td><td>\(reason)</td><td>\(reader.since.text(in: context.language))</td></tr>"
        }
        let actRows = acts.map { act -> HTML in
            """
            <tr><td><a href="\(PersonalDataPages.actPrint.path(DestructionActID(act.id)))">№ \(String(act.id))</a></td>
            <td>\(act.actOn.text(in: context.language))</td><td>\(String(act.readers))</td><td>\(String(act.loans))</td>
            <td><a href="\(PersonalDataPages.eventsPrint.path(DestructionActID(act.id)))">\(texts.eventLogExport)</a> ·
            <a href="\(PersonalDataPages.eventsCSV.path(DestructionActID(act.id)))" download>CSV</a></td></tr>
            """
        }
        let logLink: HTML = context.may(.readPersonalDataLog)
            ? "<a class=\"button\" href=\"\(PersonalDataPages.log.path)\">\(texts.readerDataLog)</a>" : .empty
        return Layout.page(texts.personalDataHeading, context, body: """
            <h1>\(texts.personalDataHeading)</h1>
            <p class="actions"><a class="button" href="\(PersonalDataPages.withoutConsent.path)">\(texts.readersWithoutConsent)</a> \(logLink)
            <a class="button" href="\(SettingsPage.page.path)#retention">\(texts.retentionHeading)</a></p>
            <h2>\(texts.dryRunHeading)</h2>
            \(plan.readers.isEmpty ? "<p class=\"empty\" id=\"dry-run-nobody\">\(texts.dryRunNobody)</p>" as HTML : """
                <div class="table"><table id="dry-run"><thead><tr><th>\(texts.ticket)</th><th>\(texts.name)</th><th>\(texts.reasonHeading)</th>
                <th>\(texts.sinceHeading)</th></tr></thead><tbody>\(readers)</tbody></table></div>
                """)
            <p>\(texts.loansToAnonymise): <strong id="dry-run-loans">\(String(plan.loans))</strong></p>
            <form method="post" action="\(PersonalDataPages.anonymise.path)" class="form compact" id="anonymise-form">
            <div class="actions"><button type="submit" class="danger">\(texts.runAnonymiser)</button></div></form>
            <h2>\(texts.destructionActs)</h2>
            \(acts.isEmpty ? "<p class=\"empty\">\(texts.noDestructionActs)</p>" as HTML : """
                <div class="table"><table id="destruction-acts"><thead><tr><th>№</th><th>\(texts.dayHeading)</th><th>\(texts.readers)</th>
                <th>\(texts.loansToAnonymise)</th><th></th></tr></thead><tbody>\(actRows)</tbody></table></div>
                """)
            """)
    }

    static let anonymise: PageRoute<Void> = Endpoint.form("/personal-data/anonymise", .permission(.manageSettings)) { context in
        let plan = try context.run(AnonymiseLoans())
        guard let act = plan.actID else { return .redirect(to: Notice.anonymised.shown(on: PersonalDataPages.overview.path)) }
        return .redirect(to: PersonalDataPages.actPrint.path(DestructionActID(act)))
    }

    static let actID = Routes.PersonalData.actID

    static let actPrint: PageRoute<DestructionActID> = Endpoint.page(.get, "/personal-data/acts/\(actID)/print",
                                                                     .permission(.manageSettings)) { context in
        let detail = try context.ask(DestructionActDetail(context.path(actID).rawValue))
        return PrintLayout.page("\(context.page.texts.destructionAct) № \(detail.act.id)", context.page, back: PersonalDataPages.overview.path,
                                csv: PersonalDataPages.eventsCSV.path(DestructionActID(detail.act.id)),
                                body: DestructionDocuments.act(context.page, detail.act, calendar: context.services.calendar))
    }

    static let eventsPrint: PageRoute<DestructionActID> = Endpoint.page(.get, "/personal-data/acts/\(actID)/events",
                                                                        .permission(.manageSettings)) { context in
        let detail = try context.ask(DestructionActDetail(context.path(actID).rawValue))
        return PrintLayout.page("\(context.page.texts.eventLogExport) № \(detail.act.id)", context.page, back: PersonalDataPages.overview.path,
                                csv: PersonalDataPages.eventsCSV.path(DestructionActID(detail.act.id)), wide: true,
                                body: DestructionDocuments.events(context.page, detail.act, detail.events, calendar: context.services.calendar))
    }

    static let eventsCSV: PageRoute<DestructionActID> = Endpoint.page(.get, "/personal-data/acts/\(actID)/events/csv",
                                                                      .permission(.manageSettings)) { context in
        let detail = try context.ask(DestructionActDetail(context.path(actID).rawValue))
        let rows = PersonalDataDocuments.eventRows(detail.events, calendar: context.services.calendar, in: context.language)
        return PrintLayout.csv(CSVWriter.file(rows), name: "destruction-\(detail.act.id)-events.csv")
    }

    static let withoutConsent: PageRoute<Void> = Endpoint.page(.get, "/personal-data/without-consent", .permission(.browseReaders)) { context in
        let readers = try context.ask(ReadersWithoutConsent())
        let texts = context.page.texts
        let rows = readers.map { record -> HTML in
            let reader = record.reader
            return """
                <tr><td><a href="\(ReaderPages.card.path(reader.ticketNumber))">\(reader.ticketNumber.rawValue)</a></td><td>\(reader.shortName)</td>
                <td>\(reader.currentClass?.text ?? "")</td><td>\(reader.registeredOn.text(in: context.language))</td></tr>
                """
        }
        return Layout.page(texts.readersWithoutConsent, context.page, body: """
            <h1>\(texts.readersWithoutConsent) (\(String(readers.count)))</h1>
            <p class="actions"><a class="button" href="\(PersonalDataPages.withoutConsentCSV.path)" download>\(texts.downloadCSV)</a></p>
            \(readers.isEmpty ? "<p class=\"empty\">\(texts.everyoneHasConsent)</p>" as HTML : """
                <div class="table"><table id="without-consent"><thead><tr><th>\(texts.ticket)</th><th>\(texts.name)</th><th>\(texts.schoolClass)</th>
                <th>\(texts.registered)</th></tr></thead><tbody>\(rows)</tbody></table></div>
                """)
            """)
    }

    static let withoutConsentCSV: PageRoute<Void> = Endpoint.page(.get, "/personal-data/without-consent/csv",
                                                                  .permission(.browseReaders)) { context in
        let readers = try context.run(ExportReadersWithoutConsent())
        let texts = context.page.texts
        let rows = [[texts.ticket, texts.name, texts.schoolClass, texts.registered]] + readers.map {
            [$0.reader.ticketNumber.rawValue, $0.reader.shortName, $0.reader.currentClass?.text ?? "", $0.reader.registeredOn.isoText]
        }
        return PrintLayout.csv(CSVWriter.file(rows), name: "readers-without-consent.csv")
    }

    static let log: PageRoute<Void> = Endpoint.page(.get, "/personal-data/log", .permission(.readPersonalDataLog),
                                                    query: [Routes.PersonalData.ticket]) { context in
        let ticket = try context.query(Routes.PersonalData.ticket)
        let rows = PersonalDataDocuments.logRows(try context.ask(ReaderDataLog(ticket: ticket?.rawValue)),
                                                 calendar: context.services.calendar, in: context.language)
        return Layout.page(context.page.texts.readerDataLog, context.page, body: """
            <h1>\(context.page.texts.readerDataLog)</h1>
            \(ListDocuments.table(id: "reader-data-log", rows))
            """)
    }
}
