import KartotekaCore
import KartotekaStore

/// Undoes the last yearly promotion, pressed by mistake or too early: every pupil it moved is back
/// in their class (a class changed by hand since is kept), its graduates are readers again, and the
/// promotion may be run again. Refused (``PromotionError/nothingToUndo``) when there is none.
public struct UndoPromotion: UseCase {
    public static let action = "undo promotion"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The undo of the last promotion.
    public init() {}

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> PromotionUndone {
        try transaction.connection.undoPromotion(now: transaction.now)
    }

    public func auditSubject(of output: PromotionUndone) -> String? {
        "promotion of \(output.day.isoText): \(output.restored) of \(output.pupils) pupils back"
    }
}
