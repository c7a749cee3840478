import KartotekaCore
import KartotekaStore

/// Takes a copy back at the principal's desk (or at `branch`): its open loan closes, the first
/// hold of its title's queue takes it, or, away from its own branch, it sets off home.
public typealias ReturnCopy = AtBranch<ReturnCopyChange>

/// What ``ReturnCopy`` does.
public enum ReturnCopyChange: CopyAtBranchChange {
    public static let about = UseCaseAbout("return", .permission(.circulate))

    public static func change(_ copy: InventoryNumber, at branch: BranchCode?, in transaction: StoreTransaction,
                              by principal: Principal) throws -> ReturnedCopy {
        try transaction.connection.takeBack(copy, at: branch ?? principal.branch, by: principal.accountName,
                                            today: transaction.today, now: transaction.now)
    }

    public static func auditSubject(of copy: InventoryNumber, after output: ReturnedCopy) -> String? {
        "copy \(copy)" + (output.loan.holder.map { " from reader \($0.ticketNumber)" } ?? "")
    }
}
