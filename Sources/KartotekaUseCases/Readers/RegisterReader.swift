import KartotekaCore
import KartotekaStore

/// Registers a reader from a draft as typed: checked against the rules of a reader (a problem
/// names its field), refused when the ticket number is taken.
public struct RegisterReader: UseCase {
    public static let action = "register reader"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The reader as typed.
    public let draft: ReaderDraft

    /// A registration of the reader `draft` describes.
    public init(_ draft: ReaderDraft) {
        self.draft = draft
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReaderDetails {
        let pupils = try transaction.connection.loadSettings().school.pupilCategory
        let record = try transaction.connection.addReader(draft.validated(today: transaction.today).categorised(pupils: pupils),
                                                          now: transaction.now)
        try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName,
                                                                    ticket: record.reader.ticketNumber.rawValue, action: .change))
        return try transaction.connection.readerDetails(record.reader.ticketNumber, today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: ReaderDetails) -> String? {
        "reader \(output.record.reader.ticketNumber)"
    }
}
