import KartotekaCore
import KartotekaStore

/// Deletes a reader who holds no books and owes for none lost; their past loans and settled
/// losses are kept without them, their holds are cancelled (a copy set aside goes to the next
/// reader) and the notices to them deleted. An act of destruction with the event log's export is
/// written for it, as for a run of the retention policy.
public typealias DeleteReader = SingleInput<DeleteReaderChange>

/// What ``DeleteReader`` does.
public enum DeleteReaderChange: SingleInputChange {
    public static let about = UseCaseAbout("delete reader", .permission(.editReaders), subject: "reader")

    public static func change(_ ticket: TicketNumber, in transaction: StoreTransaction, by principal: Principal) throws {
        let db = transaction.connection
        try db.deleteReader(ticket, by: principal.accountName, today: transaction.today, now: transaction.now)
        try db.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: ticket.rawValue, action: .delete))
        // Destroying a reader's personal data is proven by an act and the event log's export (152-ФЗ).
        let settings = try db.loadSettings()
        let act = DestructionAct.byHand(ticket, on: transaction.today, at: transaction.date, operator: try db.personalDataOperator(),
                                        commission: settings.care.retention.commission, by: principal.accountName)
        let event = DestructionEvent(at: transaction.date, account: principal.accountName, kind: .readerDeleted, ticket: ticket.rawValue,
                                     detail: PersonalDataDetail.byHand.stored)
        _ = try db.writeDestructionAct(act, commission: settings.care.retention.commission, events: [event])
    }
}
