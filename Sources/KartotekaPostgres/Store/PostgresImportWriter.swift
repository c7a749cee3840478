import KartotekaCore
import KartotekaStore

/// The PostgreSQL side of an import: titles and readers written with their search texts, and
/// the words of the titles whose savepoint was released gathered for the vocabulary, written
/// once for the batch by ``finish()``; the rest is ``ImportWriter``'s own.
///
/// Every statement is a round trip to the server, so when records are not isolated the writer
/// reads ahead what the batch will look up (``PostgresImportLookups``) and keeps new copies and
/// loans to write them a hundred to a statement (``ImportKeptRows``): a title or a reader then
/// costs one statement, its INSERT.
final class PostgresImportWriter: ImportWriter {
    /// The batch's transaction.
    let db: PostgresConnection
    /// The batch's time.
    let now: Int64
    /// The vocabulary changes of the records stored so far.
    private var vocabulary = SearchVocabularyChanges()
    /// Those of the record in progress.
    private var pending = SearchVocabularyChanges()
    /// Whether each record has its own savepoint.
    let isolatesRecords: Bool
    /// The branches of the storage places met so far.
    private var branches: [String: BranchID] = [:]
    /// The new copies and loans not written yet.
    private let kept: ImportKeptRows<PostgresConnection>
    /// What the batch looks up, read ahead (not when records are isolated).
    private var known: PostgresImportLookups?
    /// The loan descriptions of the titles met so far.
    private var loanDescriptions: [TitleID: String] = [:]

    init(db: PostgresConnection, now: Int64, isolatesRecords: Bool) {
        self.db = db
        self.now = now
        self.isolatesRecords = isolatesRecords
        kept = ImportKeptRows(db: db, now: now)
    }

    func prepare(_ batch: ImportBatch) throws {
        guard !isolatesRecords else { return }
        known = try PostgresImportLookups(batch, db)
    }

    func savepoint(_ body: () throws -> Void) throws {
        pending = SearchVocabularyChanges()
        if isolatesRecords {
            try db.savepoint(body)
        } else {
            try body()
        }
        vocabulary.merge(pending)
    }

    func titleID(isbn: ISBN) throws -> TitleID? {
        if let found = known?.title(isbn: isbn) { return found }
        return try db.titleID(isbn: isbn)
    }

    func insertTitle(_ title: Title) throws -> TitleID {
        let id = try db.insertTitleRow(title, now: now, vocabulary: &pending, mappingConflicts: isolatesRecords)
        known?.noteTitle(id, isbn: title.isbn)
        return id
    }

    func updateTitle(_ id: TitleID, with title: Title) throws {
        let old = try db.titleRecord(id).title
        try db.updateTitleRow(id, title, replacing: old, now: now, vocabulary: &pending)
        known?.noteTitle(id, isbn: title.isbn, replacing: old.isbn)
    }

    func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)? {
        if let keptHere = kept.placement(ofCopy: inventoryNumber) { return keptHere }
        if let found = known?.copy(inventoryNumber) { return found.map { ($0.titleID, $0.status.rawValue) } }
        return try db.placement(ofCopy: inventoryNumber)
    }

    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws {
        let branch = try branch(of: copy.storagePlace)
        guard !isolatesRecords else {
            return try db.insertCopyRow(copy, titleID: titleID, branch: branch, now: now, touchTitle: touchTitle, imported: true)
        }
        let copy = try db.admittedCopy(copy, anyBatch: true)
        if touchTitle { try db.touchTitle(titleID, now: now) }
        kept.keepCopy(copy, titleID: titleID, branch: branch)
    }

    func updateCopy(_ copy: Copy) throws {
        guard try !kept.replaceCopy(copy) else { return }
        try db.updateImportedCopy(copy, now: now)
        // The database decides its status (a copy an act wrote off stays so): asked again there.
        known?.forgetCopy(copy.inventoryNumber)
    }

    func applyAccounts(_ accounts: ImportedCopyAccounts, to inventoryNumber: InventoryNumber) throws {
        guard accounts.touchesCopy else { return }
        // Written to the copy's row, which must be there first.
        if kept.holdsCopy(inventoryNumber) {
            try kept.write()
            known?.forgetCopies()
        }
        try db.applyImportedAccounts(accounts, to: inventoryNumber)
    }

    /// The branch whose storage place this is, looked up once per batch.
    private func branch(of place: String) throws -> BranchID {
        if let known = branches[place] { return known }
        let found = try db.branchID(storagePlace: place)
        branches[place] = found
        return found
    }

    func readerID(ticket: TicketNumber) throws -> ReaderID? {
        if let found = known?.reader(ticket: ticket) { return found }
        return try db.first("SELECT id FROM readers WHERE ticket_number = $1", ticket.rawValue) { ReaderID(try $0.int64(0)) }
    }

    func insertReader(_ reader: Reader) throws -> ReaderID {
        let id = try db.insertReaderRow(reader, now: now, mappingConflicts: isolatesRecords)
        known?.noteReader(id, ticket: reader.ticketNumber)
        return id
    }

    func updateReader(_ id: ReaderID, with reader: Reader) throws {
        try db.updateReaderRow(id, reader, now: now)
    }

    func copy(_ inventoryNumber: InventoryNumber) throws -> ImportedCopy? {
        if kept.holdsCopies {
            try kept.write()
            known?.forgetCopies()
        }
        if let found = known?.copy(inventoryNumber) { return found }
        return try db.importedCopy(inventoryNumber)
    }

    func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool {
        if kept.holdsLoan(copyID: copyID, issuedAt: issuedAt) { return true }
        if let found = known?.hasLoan(copyID: copyID, issuedAt: issuedAt) { return found }
        return try db.hasImportedLoan(copyID: copyID, issuedAt: issuedAt)
    }

    func loanDescription(ofTitle id: TitleID) throws -> String {
        if let found = loanDescriptions[id] ?? known?.description(ofTitle: id) { return found }
        let description = try db.loanDescription(ofTitle: id)
        loanDescriptions[id] = description
        return description
    }

    func insertLoan(_ loan: ImportBatch.LoanItem, copy: ImportedCopy, readerID: ReaderID, ticket: TicketNumber, description: String) throws {
        guard !isolatesRecords else {
            _ = try db.change(ImportedLoanRow.insert(PostgresConnection.self, rows: 1),
                              values: ImportedLoanRow.values(loan, copy: copy, readerID: readerID, ticket: ticket,
                                                             description: description, now: now))
            return
        }
        kept.keepLoan(loan, copy: copy, readerID: readerID, ticket: ticket, description: description)
        if loan.returnedAt == nil { known?.noteStatus(.onLoan, ofCopy: loan.inventoryNumber) }
    }

    /// Writes the kept copies and loans, then the batch's vocabulary changes.
    func finish() throws {
        try kept.write()
        try db.writeSearchVocabulary(vocabulary)
    }
}
