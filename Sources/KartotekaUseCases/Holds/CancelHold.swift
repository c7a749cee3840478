import KartotekaCore
import KartotekaStore

/// Cancels a hold in force; a copy set aside for it goes to the next in the queue, or home. A
/// reader cancels only their own: another's hold is not found.
public typealias CancelHold = SingleInput<CancelHoldChange>

/// What ``CancelHold`` does.
public enum CancelHoldChange: SingleInputChange {
    public static let about = UseCaseAbout("cancel hold", .readerOrPermission(.circulate))

    public static func change(_ hold: HoldID, in transaction: StoreTransaction, by principal: Principal) throws -> HoldRecord {
        try transaction.connection.cancelHold(hold, reader: principal.readerTicket, by: principal.accountName, today: transaction.today,
                                              now: transaction.now)
    }

    public static func auditSubject(of hold: HoldID, after output: HoldRecord) -> String? {
        "hold \(hold) of reader \(output.ticketNumber)"
    }
}
