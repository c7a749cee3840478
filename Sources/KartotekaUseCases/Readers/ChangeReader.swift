import KartotekaCore
import KartotekaStore

/// Replaces a reader's fields with a draft as typed, perhaps with a new ticket number (their loans
/// and losses follow it); refused when the draft breaks a rule or the new number is taken.
public struct ChangeReader: UseCase {
    public static let action = "change reader"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The reader's ticket now.
    public let ticket: TicketNumber
    /// The reader as typed.
    public let draft: ReaderDraft

    /// A change of the reader of `ticket` to what `draft` describes.
    public init(_ ticket: TicketNumber, to draft: ReaderDraft) {
        self.ticket = ticket
        self.draft = draft
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReaderDetails {
        let db = transaction.connection
        let pupils = try db.loadSettings().school.pupilCategory
        let record = try db.updateReader(ticket, with: draft.validated(today: transaction.today).categorised(pupils: pupils), now: transaction.now)
        try db.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: record.reader.ticketNumber.rawValue,
                                                action: .change, detail: record.reader.ticketNumber == ticket ? "" : "\(ticket)"))
        return try db.readerDetails(record.reader.ticketNumber, today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: ReaderDetails) -> String? {
        let now = output.record.reader.ticketNumber
        return "reader \(ticket)" + (now == ticket ? "" : ", now \(now)")
    }
}
