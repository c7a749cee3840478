import KartotekaCore
import KartotekaStore

extension TakeBackClassSet {
    public static let action = "take back class set"
    public static let access = UseCaseAccess.permission(.circulate)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ClassSet {
        try transaction.connection.takeBackClassSet(set, copies: copies, at: principal.branch, by: principal.accountName,
                                                    today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: ClassSet) -> String? {
        "class set \(set), " + AuditList.copies(copies)
    }
}
