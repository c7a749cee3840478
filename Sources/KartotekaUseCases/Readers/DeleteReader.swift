import KartotekaCore
import KartotekaStore

/// Deletes a reader who holds no books and owes for none lost; their past loans and settled
/// losses are kept without them, their holds are cancelled (a copy set aside goes to the next
/// reader) and the notices to them deleted.
public typealias DeleteReader = SingleInput<DeleteReaderChange>

/// What ``DeleteReader`` does.
public enum DeleteReaderChange: SingleInputChange {
    public static let about = UseCaseAbout("delete reader", .permission(.editReaders), subject: "reader")

    public static func change(_ ticket: TicketNumber, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteReader(ticket, by: principal.accountName, today: transaction.today, now: transaction.now)
        try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: ticket.rawValue,
                                                                    action: .delete))
    }
}
