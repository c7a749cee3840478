import KartotekaCore
import KartotekaStore

extension Renew {
    public static let action = "renew"
    public static let access = UseCaseAccess.readerOrPermission(.circulate)

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
