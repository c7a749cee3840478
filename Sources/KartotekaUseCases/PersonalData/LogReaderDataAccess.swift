import KartotekaCore
import KartotekaStore

/// Notes in the log of access to readers' personal data that a member of staff opened a reader's
/// card or took readers' data out (152-ФЗ): who, when, which reader, what. It changes nothing
/// else, and writes no audit line of its own — the access log is its record.
public struct LogReaderDataAccess: UseCase {
    public static let action = "log reader data access"
    public static let access = UseCaseAccess.permission(.lookUp)

    /// The reader's ticket; `*` for a list of readers.
    public let ticket: String
    /// What was done.
    public let what: ReaderDataAction
    /// What else: a list's filter.
    public let detail: String

    /// A line saying `what` was done with the data of the reader of `ticket`.
    public init(_ ticket: String, _ what: ReaderDataAction, detail: String = "") {
        self.ticket = ticket
        self.what = what
        self.detail = detail
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: ticket,
                                                                    action: what, detail: detail))
    }

    public func auditSubject(of output: Void) -> String? {
        nil
    }
}
