import KartotekaCore
import KartotekaStore

/// Records a reader's consent to the processing of their personal data (152-ФЗ) — the day it was
/// signed and who signed it; for a child under 14 a parent or legal representative, named with
/// their document and relation — replacing one recorded before. The account that records it is
/// kept with it, and the access log notes it.
public typealias RecordConsent = Edit<RecordConsentChange>

/// What ``RecordConsent`` does.
public enum RecordConsentChange: KeyedEdit {
    public static let about = UseCaseAbout("record consent", .permission(.editReaders), subject: "reader")

    public static func change(_ ticket: TicketNumber, to consent: ReaderConsent, in transaction: StoreTransaction,
                              by principal: Principal) throws -> ReaderConsent {
        let db = transaction.connection
        let reader = try db.readerRecord(ticket).reader
        var consent = try consent.validated(readerAge: AgeMark.age(birth: reader.birth, schoolClass: reader.currentClass, on: consent.givenOn))
        consent.recordedBy = principal.accountName
        let recorded = try db.recordConsent(consent, for: ticket, now: transaction.now)
        try db.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: ticket.rawValue, action: .consent,
                                                detail: PersonalDataDetail.signedBy(consent.signer).stored))
        return recorded
    }

    public static func auditSubject(of ticket: TicketNumber, to consent: ReaderConsent, after output: ReaderConsent) -> String? {
        "consent of reader \(ticket) of \(output.givenOn.isoText)"
    }
}
