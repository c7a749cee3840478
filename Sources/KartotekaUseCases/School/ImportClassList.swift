import KartotekaCore
import KartotekaStore

/// Brings in a class list: new pupils registered (in the settings' category of pupils, with the
/// tickets after the highest one), changed ones updated; pupils of the list's classes whom it does
/// not name are reported missing and left as they are. A dry run only says what it would do.
public struct ImportClassList: UseCase {
    public static let action = "import class list"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The list, as read from its file.
    public let list: ClassListFile
    /// Whether only to check it.
    public let dryRun: Bool

    /// The import of `list`, or its check when `dryRun`.
    public init(_ list: ClassListFile, dryRun: Bool) {
        self.list = list
        self.dryRun = dryRun
    }

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
