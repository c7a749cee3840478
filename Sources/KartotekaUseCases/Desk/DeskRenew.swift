import KartotekaCore
import KartotekaStore

extension DeskRenew {
    public static let action = "desk renew"
    public static let access = UseCaseAccess.permission(.circulate)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> DeskOutcome {
        let db = transaction.connection
        let serving = try serving.flatMap { try db.existingReaderRecord($0) }?.reader.ticketNumber
        let reader = { try serving.map { try db.readerDetails($0, today: transaction.today, now: transaction.now) } }
        let loan: LoanDetails
        do {
            // Renewing checks everything before its one write, so a refusal leaves nothing written.
            loan = try db.renew(copy, dueOn: nil, mayExceedRules: false, today: transaction.today, now: transaction.now)
        } catch let refusal as LoanError {
            return .refused(refusal, reader: try reader())
        }
        return .renewed(loan, reader: try reader())
    }

    public func auditSubject(of output: DeskOutcome) -> String? {
        output.loan.map { "renewed copy \($0.loan.inventoryNumber) until \($0.loan.dueOn.isoText)" }
    }
}
