import KartotekaCore
import KartotekaStore

/// Takes back copies of a class's textbook set at the principal's desk: all of them, or none
/// when one is not out in the set. `POST /api/v1/class-sets/{id}/return`, the set's page and
/// `kartoteka class-set return` run it.
public struct TakeBackClassSet: UseCase {
    public static let action = "take back class set"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The set.
    public let set: ClassSetID
    /// The copies brought back.
    public let copies: [InventoryNumber]

    /// Taking `copies` of `set` back.
    public init(_ copies: [InventoryNumber], of set: ClassSetID) {
        self.copies = copies
        self.set = set
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ClassSet {
        try transaction.connection.takeBackClassSet(set, copies: copies, at: principal.branch, by: principal.accountName,
                                                    today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: ClassSet) -> String? {
        "class set \(set), " + AuditList.copies(copies)
    }
}
