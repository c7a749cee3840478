import KartotekaCore
import KartotekaStore

/// Deletes a reader who holds no books; their past loans and losses are kept without them.
public typealias DeleteReader = SingleInput<DeleteReaderChange>

/// What ``DeleteReader`` does.
public enum DeleteReaderChange: SingleInputChange {
    public static let about = UseCaseAbout("delete reader", .permission(.editReaders), subject: "reader")

    public static func change(_ ticket: TicketNumber, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteReader(ticket)
        try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: ticket.rawValue,
                                                                    action: .delete))
    }
}
