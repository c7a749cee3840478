import KartotekaCore
import KartotekaStore

/// Undoes a lend or a return made by mistake at the desk, within ten minutes: the copy's loan made
/// moments ago is removed as if it had never been made (the statistics do not count it), or the
/// loan its return closed moments ago is open again. The audit line says what was undone. Refused
/// (``UndoError``) when there is nothing so recent, when the lend filled a hold, or when the copy
/// has since been set aside for a hold or sent home.
public struct UndoCirculation: UseCase {
    public static let action = "undo"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The copy lent or taken back by mistake.
    public let copy: InventoryNumber

    /// An undo of `copy`'s last lend or return.
    public init(_ copy: InventoryNumber) {
        self.copy = copy
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> UndoneCirculation {
        try transaction.connection.undoCirculation(copy, now: transaction.now)
    }

    public func auditSubject(of output: UndoneCirculation) -> String? {
        let reader = output.loan.loan.ticketNumber.map { " of reader \($0)" } ?? ""
        return "\(output.kind == .lend ? "lend" : "return") of copy \(copy)\(reader)"
    }
}
