import KartotekaCore
import KartotekaStore

extension DecideListMatch {
    public static let action = "decide list match"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ListMatchRecord {
        try transaction.connection.decideListMatch(id, confirmed: confirmed, by: principal.accountName, today: transaction.today,
                                                   now: transaction.now)
    }

    public func auditSubject(of output: ListMatchRecord) -> String? {
        "match \(id) of \(output.kind.rawValue) entry \(output.entryNumber) and title \(output.titleID.map { String($0.rawValue) } ?? "-"): "
            + output.state.rawValue
    }
}
