import KartotekaCore
import KartotekaStore

/// Whether the self-service catalogue shows a reader their returned books: the reader chooses it
/// for themselves on their own page.
public struct ShowHistory: UseCase {
    public static let action = "show history"
    public static let access = UseCaseAccess.readerOrPermission(.editReaders)

    /// Shown (`true`) or hidden.
    public let shown: Bool
    /// Whose; `nil`: the signed-in reader's own. A reader's choice is always their own.
    public let reader: TicketNumber?

    /// The choice `shown` for `reader`, else for the reader who makes it.
    public init(_ shown: Bool, of reader: TicketNumber? = nil) {
        self.shown = shown
        self.reader = reader
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> TicketNumber {
        guard let ticket = principal.readerTicket ?? reader else { throw ReaderAccessError.readerSignInRequired }
        let db = transaction.connection
        try db.showHistory(try db.readerRecord(ticket).id, shown, now: transaction.now)
        return ticket
    }

    public func auditSubject(of output: TicketNumber) -> String? {
        "reader \(output): history \(shown ? "shown" : "hidden")"
    }
}
