import KartotekaCore
import KartotekaStore

/// Cancels a hold in force; a copy set aside for it goes to the next in the queue, or home. A
/// reader cancels only their own: another's hold is not found.
public struct CancelHold: UseCase {
    public static let action = "cancel hold"
    public static let access = UseCaseAccess.readerOrPermission(.circulate)

    /// The hold.
    public let hold: HoldID

    /// The cancellation of `hold`.
    public init(_ hold: HoldID) {
        self.hold = hold
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> HoldRecord {
        try transaction.connection.cancelHold(hold, reader: principal.readerTicket, by: principal.accountName, today: transaction.today,
                                              now: transaction.now)
    }

    public func auditSubject(of output: HoldRecord) -> String? {
        "hold \(hold) of reader \(output.ticketNumber)"
    }
}
