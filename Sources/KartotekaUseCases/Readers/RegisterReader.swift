import KartotekaCore
import KartotekaStore

/// Registers a reader from a draft as typed: checked against the rules of a reader (a problem
/// names its field), refused when the ticket number is taken.
public typealias RegisterReader = SingleInput<RegisterReaderChange>

/// What ``RegisterReader`` does.
public enum RegisterReaderChange: SingleInputChange {
    public static let about = UseCaseAbout("register reader", .permission(.editReaders))

    public static func change(_ draft: ReaderDraft, in transaction: StoreTransaction, by principal: Principal) throws -> ReaderDetails {
        let pupils = try transaction.connection.loadSettings().school.pupilCategory
        let record = try transaction.connection.addReader(draft.validated(today: transaction.today).categorised(pupils: pupils),
                                                          now: transaction.now)
        try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName,
                                                                    ticket: record.reader.ticketNumber.rawValue, action: .change))
        return try transaction.connection.readerDetails(record.reader.ticketNumber, today: transaction.today, now: transaction.now)
    }

    public static func auditSubject(of draft: ReaderDraft, after output: ReaderDetails) -> String? {
        "reader \(output.record.reader.ticketNumber)"
    }
}
