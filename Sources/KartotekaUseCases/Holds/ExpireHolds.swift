import KartotekaCore
import KartotekaStore

extension ExpireHolds {
    public static let action = "expire holds"
    public static let access = UseCaseAccess.permission(.circulate)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> [HoldRecord] {
        try transaction.connection.expireHolds(today: day ?? transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: [HoldRecord]) -> String? {
        output.isEmpty ? nil : "holds " + output.map { "\($0.id)" }.joined(separator: ", ")
    }
}
