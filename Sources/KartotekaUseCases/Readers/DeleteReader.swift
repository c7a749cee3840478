import KartotekaCore
import KartotekaStore

/// Deletes a reader who holds no books; their past loans and losses are kept without them.
public struct DeleteReader: UseCase {
    public static let action = "delete reader"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The reader's ticket.
    public let ticket: TicketNumber

    /// The deletion of the reader of `ticket`.
    public init(_ ticket: TicketNumber) {
        self.ticket = ticket
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteReader(ticket)
        try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: ticket.rawValue,
                                                                    action: .delete))
    }

    public func auditSubject(of output: Void) -> String? {
        "reader \(ticket)"
    }
}
