import KartotekaCore
import KartotekaStore

/// Replaces a reader's fields with a draft as typed, perhaps with a new ticket number (their loans
/// and losses follow it); refused when the draft breaks a rule or the new number is taken.
public typealias ChangeReader = Edit<ChangeReaderChange>

/// What ``ChangeReader`` does.
public enum ChangeReaderChange: KeyedEdit {
    public static let about = UseCaseAbout("change reader", .permission(.editReaders))

    public static func change(_ ticket: TicketNumber, to draft: ReaderDraft, in transaction: StoreTransaction,
                              by principal: Principal) throws -> ReaderDetails {
        let db = transaction.connection
        let pupils = try db.loadSettings().school.pupilCategory
        let record = try db.updateReader(ticket, with: draft.validated(today: transaction.today).categorised(pupils: pupils), now: transaction.now)
        try db.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: record.reader.ticketNumber.rawValue,
                                                action: .change, detail: record.reader.ticketNumber == ticket ? "" : "\(ticket)"))
        return try db.readerDetails(record.reader.ticketNumber, today: transaction.today, now: transaction.now)
    }

    public static func auditSubject(of ticket: TicketNumber, to draft: ReaderDraft, after output: ReaderDetails) -> String? {
        let now = output.record.reader.ticketNumber
        return "reader \(ticket)" + (now == ticket ? "" : ", now \(now)")
    }
}
