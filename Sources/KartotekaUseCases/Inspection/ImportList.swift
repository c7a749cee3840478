import KartotekaCore
import KartotekaStore

extension ImportList {
    public static let action = "import list"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ListVersionRecord {
        let entries = kind == .extremist ? try MinistryListFile.entries(bytes) : try RegisterFile.entries(bytes)
        let db = transaction.connection
        let version = try db.importList(kind, entries: entries, fileName: fileName, by: principal.accountName, today: transaction.today,
                                        now: transaction.now)
        try db.enforceConfirmedListings(kind, by: principal.accountName, today: transaction.today, now: transaction.now)
        return version
    }

    public func auditSubject(of output: ListVersionRecord) -> String? {
        "list \(kind.rawValue) version \(output.id), \(output.entryCount) entries, \(output.added) added"
    }
}
