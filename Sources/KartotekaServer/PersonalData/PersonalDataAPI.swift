import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// Readers' personal data (152-ФЗ) in the API: consents, the anonymiser with its dry run and
/// acts of destruction, and the log of staff's access to readers' data.
enum PersonalDataAPI {
    static let endpoints = [recordConsent, withoutConsent, preview, anonymise, acts, act, log]

    static let recordConsent = Endpoint.api(
        Routes.PersonalData.recordConsent, .permission(.editReaders),
        Operation("Record (or replace) a reader's consent to the processing of their personal data.", tag: .personalData,
                  errors: [404, 422],
                  description: "For a child under 14 a parent or legal representative signs: `signer: representative` with their "
                    + "name (400 `consent_representative_needed` for `reader`; 422 without the name or with a day that is none)."),
        body: JSONBody(ConsentInput.schema), ok: "The consent as recorded."
    ) { context, ticket, input in
        return ConsentResource(try context.run(RecordConsent(ticket, to: input.consent(today: context.today))), of: ticket)
    }

    static let withoutConsent = Endpoint.api(
        Routes.PersonalData.withoutConsent, .permission(.browseReaders),
        Operation("The readers with no consent to the processing of personal data on record, by ticket.", tag: .personalData),
        answer: .list(ReaderWithoutConsentResource.schema, "The readers.")
    ) { context in
        try context.run(ExportReadersWithoutConsent()).map(ReaderWithoutConsentResource.init)
    }

    static let preview = Endpoint.api(
        Routes.PersonalData.preview, .permission(.manageSettings),
        Operation("The anonymiser's dry run: the readers the retention policy would destroy and the loans it would anonymise.",
                  tag: .personalData),
        ok: "What a run would do; nothing is changed."
    ) { context in
        AnonymisationResource(try context.ask(AnonymisationPreview(olderThanDays: try context.query(Routes.PersonalData.olderThanDays))))
    }

    static let anonymise = Endpoint.api(
        Routes.PersonalData.anonymise, .permission(.manageSettings),
        Operation("Run the anonymiser: destroy the readers the retention policy names and anonymise old loans.", tag: .personalData,
                  description: "A run that destroys anything writes an act of destruction with the export of the event log for the "
                    + "run (`actID`)."),
        ok: "What the run did."
    ) { context in
        AnonymisationResource(try context.run(AnonymiseLoans(olderThanDays: try context.query(Routes.PersonalData.olderThanDays))))
    }

    static let acts = Endpoint.api(
        Routes.PersonalData.acts, .permission(.manageSettings),
        Operation("The acts of destruction of personal data, newest first.", tag: .personalData),
        answer: .list(DestructionActResource.schema, "The acts, without their events.")
    ) { context in
        try context.ask(DestructionActs()).map { DestructionActResource($0, language: context.language) }
    }

    static let act = Endpoint.api(
        Routes.PersonalData.act, .permission(.manageSettings),
        Operation("An act of destruction with the export of the event log for its run.", tag: .personalData, errors: [404]),
        ok: "The act with its events."
    ) { context in
        let detail = try context.ask(DestructionActDetail(context.path(Routes.PersonalData.actID).rawValue))
        return DestructionActResource(detail.act, events: detail.events, language: context.language)
    }

    static let log = Endpoint.api(
        Routes.PersonalData.log, .permission(.readPersonalDataLog),
        Operation("The log of staff's access to readers' personal data, newest first (administrators only).", tag: .personalData),
        answer: .list(ReaderDataLogResource.schema, "The log's newest lines (at most 500).")
    ) { context in
        try context.ask(ReaderDataLog(ticket: try context.query(Routes.PersonalData.ticket)?.rawValue)).map(ReaderDataLogResource.init)
    }
}
