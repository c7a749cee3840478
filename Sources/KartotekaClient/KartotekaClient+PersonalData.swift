import Foundation

extension KartotekaClient {
    /// Records (or replaces) a reader's consent to the processing of personal data; a child under 14
    /// needs a representative (422 `consent_representative_needed`).
    public func recordConsent(_ ticketNumber: TicketNumber, _ input: ConsentInput) async throws(KartotekaClientError) -> ConsentResource {
        try await send(Routes.PersonalData.recordConsent, ticketNumber, body: .json(input))
    }

    /// The readers with no consent on record.
    public func readersWithoutConsent() async throws(KartotekaClientError) -> [ReaderWithoutConsentResource] {
        try await send(Routes.PersonalData.withoutConsent)
    }

    /// The anonymiser's dry run: whom it would destroy and how many loans it would anonymise.
    public func anonymisationPreview(olderThanDays: Int? = nil) async throws(KartotekaClientError) -> AnonymisationResource {
        try await send(Routes.PersonalData.preview, query: [Routes.PersonalData.olderThanDays.item(olderThanDays)])
    }

    /// Runs the anonymiser; the act of destruction's number comes back when it wrote one.
    public func anonymise(olderThanDays: Int? = nil) async throws(KartotekaClientError) -> AnonymisationResource {
        try await send(Routes.PersonalData.anonymise, query: [Routes.PersonalData.olderThanDays.item(olderThanDays)])
    }

    /// The acts of destruction, newest first.
    public func destructionActs() async throws(KartotekaClientError) -> [DestructionActResource] {
        try await send(Routes.PersonalData.acts)
    }

    /// An act of destruction with the export of the event log for its run.
    public func destructionAct(_ id: DestructionActID) async throws(KartotekaClientError) -> DestructionActResource {
        try await send(Routes.PersonalData.act, id)
    }

    /// The log of staff's access to readers' data, newest first (administrators only).
    public func readerDataLog(ticket: TicketNumber? = nil) async throws(KartotekaClientError) -> [ReaderDataLogResource] {
        try await send(Routes.PersonalData.log, query: [Routes.PersonalData.ticket.item(ticket)])
    }
}
