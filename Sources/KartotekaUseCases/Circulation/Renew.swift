import KartotekaCore
import KartotekaStore

/// Renews a copy's open loan until `dueOn`, or by the period of the loan rule covering it; refused
/// past the rule's renewals, while others wait for the title, or — for a principal who may not
/// set any due day — for a day beyond the rule. A reader renews only their own loans.
public struct Renew: UseCase {
    public static let action = "renew"
    public static let access = UseCaseAccess.readerOrPermission(.circulate)

    /// The copy.
    public let copy: InventoryNumber
    /// The due day asked for; `nil`: as the rule gives.
    public let dueOn: Day?

    /// A renewal of `copy`'s loan.
    public init(_ copy: InventoryNumber, dueOn: Day? = nil) {
        self.copy = copy
        self.dueOn = dueOn
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> LoanDetails {
        let db = transaction.connection
        if let ticket = principal.readerTicket {
            // A reader sees only their own loans: another's copy is one they cannot know of.
            let holder = try db.copyDetails(copy).holder?.ticketNumber
            guard holder == ticket else { throw CatalogError.copyNotFound(copy) }
        }
        return try db.renew(copy, dueOn: dueOn, mayExceedRules: principal.may(.setAnyDueDay), today: transaction.today,
                            now: transaction.now)
    }

    public func auditSubject(of output: LoanDetails) -> String? {
        "copy \(copy) until \(output.loan.dueOn.isoText)"
    }
}
