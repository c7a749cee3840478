import KartotekaCore
import KartotekaStore

extension LogReaderDataAccess {
    public static let action = "log reader data access"
    public static let access = UseCaseAccess.permission(.lookUp)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: ticket,
                                                                    action: what, detail: detail))
    }

    public func auditSubject(of output: Void) -> String? {
        nil
    }
}
