import KartotekaCore
import KartotekaStore

/// Blocks a reader by hand, with a reason and perhaps a last day (not before today): they may not
/// borrow or reserve until it is lifted or its last day has passed.
public struct BlockReader: UseCase {
    public static let action = "block reader"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The reader's ticket.
    public let ticket: TicketNumber
    /// Why, as typed.
    public let reason: String
    /// The last day it holds; `nil`: until lifted.
    public let until: Day?

    /// A block of the reader of `ticket`.
    public init(_ ticket: TicketNumber, reason: String, until: Day?) {
        self.ticket = ticket
        self.reason = reason
        self.until = until
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ManualBlock {
        let block = try NewManualBlock(reason: reason, until: until, today: transaction.today)
        return try transaction.connection.addBlock(to: ticket, block, by: principal.accountName, now: transaction.now)
    }

    public func auditSubject(of output: ManualBlock) -> String? {
        "block \(output.id) on reader \(ticket)"
    }
}
