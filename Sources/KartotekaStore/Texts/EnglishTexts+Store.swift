import KartotekaCore

extension EnglishTexts: StoreTexts {
    func backupExists(_ path: String) -> String { "The file \(path) already exists — choose another name so an older backup is not overwritten." }
    func backupInProgress(_ path: String) -> String {
        "Another backup is being written to \(path) right now — wait for it or choose another name."
    }
    func notABackup(_ path: String) -> String { "\(path) is not a Kartoteka backup. The database was not changed." }
    func damagedBackup(_ path: String) -> String { "The backup \(path) is damaged (the integrity check failed). The database was not changed." }
    func databaseNotEmpty(_ database: String) -> String {
        "The database \(database) is not empty. Restore a backup into a new, empty database (createdb --owner=… "
            + "--encoding=UTF8 --template=template0 NAME) and give it as --db; nothing was changed."
    }
    func sqliteBackupForPostgres(_ path: String) -> String {
        "\(path) is a copy of an SQLite database, and the database restored is PostgreSQL. Move the library with "
            + "kartoteka migrate --from \(path) --to postgresql://…. The database was not changed."
    }
    func postgresBackupForSQLite(_ path: String) -> String {
        "\(path) is a PostgreSQL backup (pg_dump). Restore it into an empty PostgreSQL database: "
            + "kartoteka --db postgresql://… restore \(path). The database was not changed."
    }
    func backupToolNotFound(_ tool: String) -> String {
        "The program \(tool) was not found. Install the PostgreSQL client (the postgresql-client package) of the server's version or newer."
    }
    func backupToolFailed(_ tool: String, status: Int32) -> String {
        "\(tool) failed (status \(status)). Check that its version is not older than the server's and that the disk has room. The database was not changed and no unfinished file was kept."
    }
    func databaseUnreachable(_ address: String) -> String {
        "The database server \(address) does not answer. Check that PostgreSQL is running, that the address and port are right and the network to it works; Kartoteka reconnects by itself as soon as it answers."
    }
    func databaseTooNew(found: Int, known: Int) -> String {
        "The database was created by a newer Kartoteka (schema \(found); this version knows up to \(known)). Update the program."
    }
    func cannotOpenDatabase(_ path: String, reason: String) -> String { "Cannot open the database \(path): \(reason)" }
    var databaseBusy: String { "The database is busy with another operation. Try again in a few seconds." }
    func unreadableData(table: String, column: String) -> String {
        "Stored data cannot be read: table \(table), column \(column) (the value is damaged or was not written by Kartoteka). Correct that row or restore the database from a backup."
    }
    var internalDatabaseError: String { "Internal database error. The details were written to the log." }
    var importRecordNotStored: String { "The record was not stored because of a database error." }
    func importNewCopiesOfTitleSkipped(_ copies: [InventoryNumber], title: TitleID) -> String {
        "The book is in the catalogue already (No. \(title)) and the record was skipped; its new copies were not loaded: "
            + copies.map(\.rawValue).joined(separator: ", ")
            + ". To add them, import the file again choosing “add new copies to the existing title” (add-copy)."
    }
    func importOtherRecordOfTitle(_ shelfCode: String, title: TitleID, kept: String) -> String {
        "The shelf code \(shelfCode) is another IRBIS record of the same book (No. \(title), shelf code \(kept)): the book's description was kept, the copies added to it."
    }
    func importCopyOfAnotherTitle(_ inventory: InventoryNumber, title: TitleID) -> String {
        "Copy \(inventory) already belongs to another title (#\(title)) and was not moved."
    }
    func importLoanOfMissingCopy(_ inventory: InventoryNumber) -> String {
        "The loan of copy \(inventory) was not imported: the catalogue has no such copy."
    }
    func importLoanOfUnlendableCopy(_ inventory: InventoryNumber, status: CopyStatus) -> String {
        "The loan of copy \(inventory) was not imported: it is \(status.name.english)."
    }
}
