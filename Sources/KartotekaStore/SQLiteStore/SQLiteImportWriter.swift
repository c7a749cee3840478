import Foundation
import KartotekaCore

/// The SQLite side of an import: titles and readers written with their search entries, kept until
/// the record is stored (its savepoint released, when it has one); the rest is ``ImportWriter``'s own.
///
/// When records are not isolated, new copies and loans are kept too and written together
/// (``ImportKeptRows``).
final class SQLiteImportWriter: ImportWriter {
    /// The batch's transaction.
    let db: SQLiteConnection
    /// The batch's time.
    let now: Int64
    /// The search entries of the records stored so far.
    private var search = ImportSearchEntries()
    /// The search entries of the record in progress.
    private var pending = ImportSearchEntries()
    /// Whether each record has its own savepoint.
    let isolatesRecords: Bool
    /// The branches of the storage places met so far.
    private var branches: [String: BranchID] = [:]
    /// The new copies and loans not written yet.
    private let kept: ImportKeptRows<SQLiteConnection>
    /// The loan descriptions of the titles met so far.
    private var loanDescriptions: [TitleID: String] = [:]

    init(db: SQLiteConnection, now: Int64, isolatesRecords: Bool) {
        self.db = db
        self.now = now
        self.isolatesRecords = isolatesRecords
        kept = ImportKeptRows(db: db, now: now)
    }

    func savepoint(_ body: () throws -> Void) throws {
        pending = ImportSearchEntries()
        if isolatesRecords {
            try db.savepoint(body)
        } else {
            try body()
        }
        search.append(pending)
    }

    func insertTitle(_ title: Title) throws -> TitleID {
        let id = try db.insertTitleRow(title, now: now, vocabulary: &pending.vocabulary, writingEntry: false)
        pending.titles.append(.init(rowID: id.rawValue, fields: TitleSearchFields(title), isNew: true))
        return id
    }

    func updateTitle(_ id: TitleID, with title: Title) throws {
        let old = try db.titleRecord(id).title
        try db.updateTitleRow(id, title, replacing: old, now: now, vocabulary: &pending.vocabulary, writingEntry: false)
        pending.titles.append(.init(rowID: id.rawValue, fields: TitleSearchFields(title), isNew: false))
    }

    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws {
        let branch = try branch(of: copy.storagePlace)
        guard !isolatesRecords else {
            try db.insertCopyRow(copy, titleID: titleID, branch: branch, now: now, touchTitle: touchTitle, imported: true)
            return
        }
        let copy = try db.admittedCopy(copy, anyBatch: true)
        if touchTitle { try db.touchTitle(titleID, now: now) }
        kept.keepCopy(copy, titleID: titleID, branch: branch)
    }

    func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)? {
        try kept.placement(ofCopy: inventoryNumber) ?? db.placement(ofCopy: inventoryNumber)
    }

    func updateCopy(_ copy: Copy) throws {
        if try !kept.replaceCopy(copy) { try db.updateImportedCopy(copy, now: now) }
    }

    func applyAccounts(_ accounts: ImportedCopyAccounts, to inventoryNumber: InventoryNumber) throws {
        guard accounts.touchesCopy else { return }
        // Written to the copy's row, which must be there first.
        if kept.holdsCopy(inventoryNumber) { try kept.write() }
        try db.applyImportedAccounts(accounts, to: inventoryNumber)
    }

    func copy(_ inventoryNumber: InventoryNumber) throws -> ImportedCopy? {
        if kept.holdsCopies { try kept.write() }
        return try db.importedCopy(inventoryNumber)
    }

    func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool {
        try kept.holdsLoan(copyID: copyID, issuedAt: issuedAt) || db.hasImportedLoan(copyID: copyID, issuedAt: issuedAt)
    }

    func insertLoan(_ loan: ImportBatch.LoanItem, copy: ImportedCopy, readerID: ReaderID, ticket: TicketNumber, description: String) throws {
        guard !isolatesRecords else {
            let values = ImportedLoanRow.values(loan, copy: copy, readerID: readerID, ticket: ticket, description: description, now: now)
            return try db.run(ImportedLoanRow.insert(SQLiteConnection.self, rows: 1), values: values)
        }
        kept.keepLoan(loan, copy: copy, readerID: readerID, ticket: ticket, description: description)
    }

    func loanDescription(ofTitle id: TitleID) throws -> String {
        if let known = loanDescriptions[id] { return known }
        let description = try db.loanDescription(ofTitle: id)
        loanDescriptions[id] = description
        return description
    }

    /// The branch whose storage place this is, looked up once per batch.
    private func branch(of place: String) throws -> BranchID {
        if let known = branches[place] { return known }
        let found = try db.branchID(storagePlace: place)
        branches[place] = found
        return found
    }

    func insertReader(_ reader: Reader) throws -> ReaderID {
        let id = try db.insertReaderRow(reader, now: now, writingEntry: false)
        pending.readers.append(.init(rowID: id.rawValue, reader: reader, isNew: true))
        return id
    }

    func updateReader(_ id: ReaderID, with reader: Reader) throws {
        try db.updateReaderRow(id, reader, now: now, writingEntry: false)
        pending.readers.append(.init(rowID: id.rawValue, reader: reader, isNew: false))
    }

    /// Writes the kept copies and loans, then the batch's search entries (see ``ImportSearchEntries``).
    func finish() throws {
        try kept.write()
        try search.write(db)
    }
}
