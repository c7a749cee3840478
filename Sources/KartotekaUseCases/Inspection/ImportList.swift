import KartotekaCore
import KartotekaStore

/// Imports a new version of a list the fund is checked against: the Ministry of Justice's CSV of
/// the Federal list of extremist materials as it is published (Windows-1251, `;`, loose quotes),
/// or a book-level register exported to CSV. Each version is kept with its day, its file's name,
/// its entries and how they differ from the version before. `POST /api/v1/lists/{kind}/versions`,
/// the lists page's form and `kartoteka lists import` run it.
public struct ImportList: UseCase {
    public static let action = "import list"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The list.
    public let kind: BannedListKind
    /// The file's name, as given.
    public let fileName: String
    /// The file's bytes.
    public let bytes: [UInt8]

    /// Importing `bytes`, a file called `fileName`, as a version of `kind`.
    public init(_ kind: BannedListKind, fileName: String, bytes: [UInt8]) {
        self.kind = kind
        self.fileName = fileName
        self.bytes = bytes
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ListVersionRecord {
        let entries = kind == .extremist ? try MinistryListFile.entries(bytes) : try RegisterFile.entries(bytes)
        return try transaction.connection.importList(kind, entries: entries, fileName: fileName, by: principal.accountName,
                                                     today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: ListVersionRecord) -> String? {
        "list \(kind.rawValue) version \(output.id), \(output.entryCount) entries, \(output.added) added"
    }
}
