import KartotekaCore
import KartotekaStore

extension ImportClassList {
    public static let action = "import class list"
    public static let access = UseCaseAccess.permission(.editReaders)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ClassListChanges {
        let db = transaction.connection
        return dryRun ? try db.classListChanges(list, today: transaction.today) : try db.importClassList(list, today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: ClassListChanges) -> String? {
        guard !dryRun, !output.new.isEmpty || !output.changed.isEmpty else { return nil }
        let classes = output.classes.map(\.text).joined(separator: ", ")
        let new = output.new.map(\.ticketNumber.rawValue).joined(separator: ", ")
        let changed = output.changed.map(\.before.reader.ticketNumber.rawValue).joined(separator: ", ")
        return "class list \(classes): new readers [\(new)], changed readers [\(changed)]"
    }
}
