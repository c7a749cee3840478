import KartotekaCore
import KartotekaStore

extension PromoteClasses {
    public static let action = "promote classes"
    public static let access = UseCaseAccess.permission(.editReaders)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> PromotionReport {
        try transaction.connection.promoteClasses(dryRun: dryRun, today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: PromotionReport) -> String? {
        guard output.applied else { return nil }
        let graduated = output.promotion.leaving.map(\.reader.reader.ticketNumber.rawValue).joined(separator: ", ")
        return "\(output.promotion.promoted.count) pupils a grade up, graduated readers [\(graduated)]"
    }
}
