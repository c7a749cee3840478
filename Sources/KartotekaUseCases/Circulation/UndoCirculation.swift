import KartotekaCore
import KartotekaStore

/// Undoes a lend or a return made by mistake at the desk, within ten minutes: the copy's loan made
/// moments ago is removed as if it had never been made (the statistics do not count it), or the
/// loan its return closed moments ago is open again. The audit line says what was undone. Refused
/// (``UndoError``) when there is nothing so recent, when the lend filled a hold, or when the copy
/// has since been set aside for a hold or sent home.
public typealias UndoCirculation = SingleInput<UndoCirculationChange>

/// What ``UndoCirculation`` does.
public enum UndoCirculationChange: SingleInputChange {
    public static let about = UseCaseAbout("undo", .permission(.circulate))

    public static func change(_ copy: InventoryNumber, in transaction: StoreTransaction, by principal: Principal) throws -> UndoneCirculation {
        let undone = try transaction.connection.undoCirculation(copy, now: transaction.now)
        // A lend undone puts the copy back on the shelf: a reader waiting for it gets it.
        if undone.kind == .lend {
            try transaction.connection.offerToHoldQueue(copy, by: principal.accountName, today: transaction.today, now: transaction.now)
        }
        return undone
    }

    public static func auditSubject(of copy: InventoryNumber, after output: UndoneCirculation) -> String? {
        let reader = output.loan.loan.ticketNumber.map { " of reader \($0)" } ?? ""
        return "\(output.kind == .lend ? "lend" : "return") of copy \(copy)\(reader)"
    }
}
