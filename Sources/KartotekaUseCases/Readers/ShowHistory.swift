import KartotekaCore
import KartotekaStore

extension ShowHistory {
    public static let action = "show history"
    public static let access = UseCaseAccess.readerOrPermission(.editReaders)

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
