import KartotekaCore

/// The texts of the store: why the database or a backup cannot be used, what an import could not store;
/// with its areas: a database that cannot be the library, a library not copied.
protocol StoreTexts: DatabaseAccessTexts, LibraryCopyTexts {
    func backupExists(_ path: String) -> String
    func backupInProgress(_ path: String) -> String
    func notABackup(_ path: String) -> String
    func damagedBackup(_ path: String) -> String
    func databaseNotEmpty(_ database: String) -> String
    func sqliteBackupForPostgres(_ path: String) -> String
    func postgresBackupForSQLite(_ path: String) -> String
    func backupToolNotFound(_ tool: String) -> String
    func backupToolFailed(_ tool: String, status: Int32) -> String
    func databaseUnreachable(_ address: String) -> String
    func databaseTooNew(found: Int, known: Int) -> String
    func cannotOpenDatabase(_ path: String, reason: String) -> String
    var databaseBusy: String { get }
    func unreadableData(table: String, column: String) -> String
    var internalDatabaseError: String { get }
    var importRecordNotStored: String { get }
    func importCopyOfAnotherTitle(_ inventory: InventoryNumber, title: TitleID) -> String
    func importNewCopiesOfTitleSkipped(_ copies: [InventoryNumber], title: TitleID) -> String
    func importOtherRecordOfTitle(_ shelfCode: String, title: TitleID, kept: String) -> String
    func importLoanOfMissingCopy(_ inventory: InventoryNumber) -> String
    func importLoanOfUnlendableCopy(_ inventory: InventoryNumber, status: CopyStatus) -> String
}

extension Bilingual {
    /// A text of the store in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any StoreTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
