import KartotekaCore
import KartotekaStore

/// Records a reader's consent to the processing of their personal data (152-ФЗ) — the day it was
/// signed and who signed it; for a child under 14 a parent or legal representative, named with
/// their document and relation — replacing one recorded before. The account that records it is
/// kept with it, and the access log notes it.
public struct RecordConsent: UseCase {
    public static let action = "record consent"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The reader's ticket.
    public let ticket: TicketNumber
    /// The consent as typed.
    public let consent: ReaderConsent

    /// The consent of the reader of `ticket`.
    public init(_ ticket: TicketNumber, _ consent: ReaderConsent) {
        self.ticket = ticket
        self.consent = consent
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReaderConsent {
        let db = transaction.connection
        let reader = try db.readerRecord(ticket).reader
        var consent = try consent.validated(readerAge: AgeMark.age(birth: reader.birth, schoolClass: reader.currentClass, on: consent.givenOn))
        consent.recordedBy = principal.accountName
        let recorded = try db.recordConsent(consent, for: ticket, now: transaction.now)
        try db.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: ticket.rawValue, action: .consent,
                                                detail: consent.signer.rawValue))
        return recorded
    }

    public func auditSubject(of output: ReaderConsent) -> String? {
        "consent of reader \(ticket) of \(output.givenOn.isoText)"
    }
}
