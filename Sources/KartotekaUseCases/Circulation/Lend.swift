import KartotekaCore
import KartotekaStore

extension Lend {
    public static let action = "lend"
    public static let access = UseCaseAccess.permission(.circulate)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> LoanDetails {
        try transaction.connection.lend(copy, to: reader, options.granted(to: principal), today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: LoanDetails) -> String? {
        "copy \(copy) to reader \(reader)" + options.auditNote
    }
}
