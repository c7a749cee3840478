import Foundation
import KartotekaCore
import KartotekaWire

extension ConsentResource {
    /// The resource for the consent of the reader of `ticket`.
    public init(_ consent: ReaderConsent, of ticket: TicketNumber) {
        self.init()
        ticketNumber = ticket.rawValue
        givenOn = consent.givenOn.isoText
        signer = consent.signer.rawValue
        representativeName = consent.representativeName
        representativeDocument = consent.representativeDocument
        representativeRelation = consent.representativeRelation
        recordedBy = consent.recordedBy
    }
}

extension ConsentInput {
    /// The consent the input describes, signed `today` when it names no day; a day that is none is
    /// refused on its field.
    public func consent(today: Day) throws -> ReaderConsent {
        guard let signer = ConsentSigner(rawValue: signer) else {
            throw ValidationError(field: "signer", message: Bilingual(verbatim: "reader, representative"))
        }
        let day = try givenOn.map { try Day(parsing: $0, field: "givenOn") } ?? today
        return ReaderConsent(givenOn: day, signer: signer, representativeName: representativeName ?? "",
                             representativeDocument: representativeDocument ?? "", representativeRelation: representativeRelation ?? "")
    }
}

extension ReaderWithoutConsentResource {
    /// The resource for a reader with no consent on record.
    public init(_ record: ReaderRecord) {
        self.init()
        ticketNumber = record.reader.ticketNumber.rawValue
        name = record.reader.shortName
        schoolClass = record.reader.currentClass?.description
        birthDate = record.reader.birth?.description
        registeredOn = record.reader.registeredOn.isoText
    }
}

extension AnonymisationResource {
    /// The resource for a run or its dry run.
    public init(_ plan: AnonymisationPlan) {
        self.init()
        readers = plan.readers.map { candidate in
            var reader = Reader()
            reader.ticketNumber = candidate.ticket.rawValue
            reader.name = candidate.shortName
            reader.reason = candidate.reason.rawValue
            reader.since = candidate.since.isoText
            return reader
        }
        loans = plan.loans
        actID = plan.actID
    }
}

extension DestructionActResource {
    /// The resource for an act, its reasons in `language`, with the event log's export when given.
    public init(_ act: DestructionAct, events: [DestructionEvent]? = nil, language: Language) {
        self.init()
        id = act.id
        actOn = act.actOn.isoText
        at = ISO8601DateFormatter().string(from: act.at)
        operatorName = act.operatorName
        operatorAddress = act.operatorAddress
        categories = act.categories.map(\.rawValue)
        tickets = act.tickets
        readers = act.readers
        loans = act.loans
        reasons = PersonalDataDocuments.reasons(act, in: language)
        commission = act.policy.commission
        createdBy = act.createdBy
        self.events = events?.map { event in
            var resource = Event()
            resource.at = ISO8601DateFormatter().string(from: event.at)
            resource.account = event.account
            resource.kind = event.kind.rawValue
            resource.ticketNumber = event.ticket
            resource.detail = event.detail
            return resource
        }
    }
}

extension DestructionEvent {
    /// The entry an act's resource carries; `nil` when its time or kind is none Kartoteka writes.
    public init?(_ resource: DestructionActResource.Event) {
        guard let at = ISO8601DateFormatter().date(from: resource.at), let kind = Kind(rawValue: resource.kind) else { return nil }
        self.init(at: at, account: resource.account, kind: kind, ticket: resource.ticketNumber, detail: resource.detail)
    }
}

extension ReaderDataLogResource {
    /// The resource for a line of the log.
    public init(_ entry: ReaderDataLogEntry) {
        self.init()
        at = ISO8601DateFormatter().string(from: entry.at)
        account = entry.account
        ticketNumber = entry.ticket
        action = entry.action.rawValue
        detail = entry.detail
    }
}
