import KartotekaCore
import KartotekaStore

/// Takes a copy back at the principal's desk (or at `branch`): its open loan closes, the first
/// hold of its title's queue takes it, or, away from its own branch, it sets off home.
public struct ReturnCopy: UseCase {
    public static let action = "return"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The copy.
    public let copy: InventoryNumber
    /// The branch whose desk takes it back; `nil`: the principal's, else where it was lent.
    public let branch: BranchCode?

    /// A return of `copy`.
    public init(_ copy: InventoryNumber, at branch: BranchCode? = nil) {
        self.copy = copy
        self.branch = branch
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReturnedCopy {
        try transaction.connection.takeBack(copy, at: branch ?? principal.branch, by: principal.accountName,
                                            today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: ReturnedCopy) -> String? {
        "copy \(copy)" + (output.loan.holder.map { " from reader \($0.ticketNumber)" } ?? "")
    }
}
