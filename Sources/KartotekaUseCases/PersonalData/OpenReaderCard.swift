import KartotekaCore
import KartotekaStore

/// Opens a reader's card: reads it and notes the view in the log of access to readers' personal
/// data (152-ФЗ) in the same transaction — one line a view. The card page, the API, the desk's
/// scan that brings a reader up and the command line's `reader show` all open a card so.
public typealias OpenReaderCard = SingleInput<OpenReaderCardChange>

/// What ``OpenReaderCard`` does. Nothing changes, so no audit line: the access log is its record.
public enum OpenReaderCardChange: SingleInputChange {
    public static let about = UseCaseAbout("open reader card", .permission(.lookUp))

    public static func change(_ ticket: TicketNumber, in transaction: StoreTransaction, by principal: Principal) throws -> ReaderDetails {
        let details = try transaction.connection.readerDetails(ticket, today: transaction.today, now: transaction.now)
        try LogReaderDataAccess(ticket.rawValue, .view).run(in: transaction, by: principal)
        return details
    }
}
