import KartotekaCore
import KartotekaStore

/// Opens a reader's record card (формуляр) to print: the card with every loan, read as
/// ``OpenReaderCard`` reads a card — the view noted in the log of access to readers' personal
/// data (152-ФЗ) in the same transaction. The print page, the API and `reader formular` open it so.
public struct OpenReaderFormular: UseCase {
    public static let action = "open reader formular"
    public static let access = UseCaseAccess.permission(.lookUp)

    /// The reader's ticket.
    public let ticket: TicketNumber

    /// The record card of the reader of `ticket`.
    public init(_ ticket: TicketNumber) {
        self.ticket = ticket
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReaderRecordCard {
        ReaderRecordCard(try OpenReaderCard(ticket).run(in: transaction, by: principal), calendar: transaction.calendar)
    }

    /// Nothing changed: the access log is its record.
    public func auditSubject(of output: ReaderRecordCard) -> String? {
        nil
    }
}
