import KartotekaCore
import KartotekaStore

/// Opens a reader's record card (формуляр) to print: the card with every loan, read as
/// ``OpenReaderCard`` reads a card — the view noted in the log of access to readers' personal
/// data (152-ФЗ) in the same transaction. The print page, the API and `reader formular` open it so.
public typealias OpenReaderFormular = SingleInput<OpenReaderFormularChange>

/// What ``OpenReaderFormular`` does. Nothing changes, so no audit line: the access log is its record.
public enum OpenReaderFormularChange: SingleInputChange {
    public static let about = UseCaseAbout("open reader formular", .permission(.lookUp))

    public static func change(_ ticket: TicketNumber, in transaction: StoreTransaction, by principal: Principal) throws -> ReaderRecordCard {
        ReaderRecordCard(try OpenReaderCard(ticket).run(in: transaction, by: principal), calendar: transaction.calendar)
    }
}
