import KartotekaCore
import KartotekaStore

/// Opens a reader's card: reads it and notes the view in the log of access to readers' personal
/// data (152-ФЗ) in the same transaction — one line a view. The card page, the API, the desk's
/// scan that brings a reader up and the command line's `reader show` all open a card so.
public struct OpenReaderCard: UseCase {
    public static let action = "open reader card"
    public static let access = UseCaseAccess.permission(.lookUp)

    /// The reader's ticket.
    public let ticket: TicketNumber

    /// The card of the reader of `ticket`.
    public init(_ ticket: TicketNumber) {
        self.ticket = ticket
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReaderDetails {
        let details = try transaction.connection.readerDetails(ticket, today: transaction.today, now: transaction.now)
        try LogReaderDataAccess(ticket.rawValue, .view).run(in: transaction, by: principal)
        return details
    }

    /// Nothing changed: the access log is its record.
    public func auditSubject(of output: ReaderDetails) -> String? {
        nil
    }
}
