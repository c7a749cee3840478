import KartotekaCore

/// What an import needs from one store inside the batch's transaction: look-ups by the keys that
/// tell a record is already there, and the writes. ``ImportRun`` decides, the same for every
/// store, what to do with each record; the look-ups and the writes of copies and loans are
/// written once below, and each store writes titles and readers with their search entries.
package protocol ImportWriter {
    /// The connection of the batch's transaction.
    associatedtype Connection: StoreConnection
    /// The connection of the batch's transaction.
    var db: Connection { get }
    /// The batch's time, in stored seconds.
    var now: Int64 { get }

    /// Whether each record runs in its own savepoint (``savepoint(_:)``); when not, a record
    /// that fails fails the whole batch's attempt.
    var isolatesRecords: Bool { get }
    /// Runs a record's `body` — in a savepoint when ``isolatesRecords``: kept when it returns,
    /// undone when it throws (rethrown).
    func savepoint(_ body: () throws -> Void) throws
    /// Reads ahead what the batch's records will look up, where one statement for the batch is
    /// cheaper than one for each record (nothing, by default).
    func prepare(_ batch: ImportBatch) throws
    /// The title with this ISBN.
    func titleID(isbn: ISBN) throws -> TitleID?
    /// A title without an ISBN with the same author, title, year and publisher: the same edition.
    func titleID(sameEditionAs title: Title) throws -> TitleID?
    /// Adds a title (without copies).
    func insertTitle(_ title: Title) throws -> TitleID
    /// Replaces a title's content.
    func updateTitle(_ id: TitleID, with title: Title) throws
    /// Where a copy is catalogued and its status, if it is.
    func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)?
    /// Adds a copy to a title; `touchTitle` marks the title changed.
    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws
    /// Replaces the details of the copy with the copy's inventory number.
    func updateCopy(_ copy: Copy) throws
    /// Writes what a record said of a copy's accounts: its last check, the act that wrote it off.
    func applyAccounts(_ accounts: ImportedCopyAccounts, to inventoryNumber: InventoryNumber) throws
    /// The reader with this ticket.
    func readerID(ticket: TicketNumber) throws -> ReaderID?
    /// Adds a reader.
    func insertReader(_ reader: Reader) throws -> ReaderID
    /// Replaces a reader's details.
    func updateReader(_ id: ReaderID, with reader: Reader) throws
    /// The copy with this inventory number: what a loan of it needs.
    func copy(_ inventoryNumber: InventoryNumber) throws -> ImportedCopy?
    /// Whether the copy has a loan issued at this instant (whole seconds) already.
    func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool
    /// The short description of a title that loans keep.
    func loanDescription(ofTitle id: TitleID) throws -> String
    /// Adds a loan of a copy to a reader.
    func insertLoan(_ loan: ImportBatch.LoanItem, copy: ImportedCopy, readerID: ReaderID, ticket: TicketNumber,
                    description: String) throws
    /// Writes, after the batch's last record, what the writer kept to write together: new copies
    /// and loans, search entries, the vocabulary's changes.
    func finish() throws
}

extension ImportWriter {
    package func prepare(_ batch: ImportBatch) throws {}

    /// A title as stored, which an update merges the imported record into.
    package func storedTitle(_ id: TitleID) throws -> Title {
        try db.titleRecord(id).title
    }

    /// A reader as stored, which an update merges the imported record into.
    package func storedReader(_ ticket: TicketNumber) throws -> Reader {
        try db.readerRecord(ticket).reader
    }

    package func titleID(isbn: ISBN) throws -> TitleID? {
        try db.titleID(isbn: isbn)
    }

    /// A title of the same edition without an ISBN: author and title, year, publisher — and the
    /// same volume, so that the volumes of a set without ISBN stay apart.
    package func titleID(sameEditionAs title: Title) throws -> TitleID? {
        try db.first("""
            SELECT id FROM titles WHERE sort_key = \(Connection.p(1)) AND isbn IS NULL AND coalesce(year, 0) = \(Connection.p(2))
                AND publisher = \(Connection.p(3)) AND volume = \(Connection.p(4)) AND volume_title = \(Connection.p(5)) LIMIT 1
            """, TitleColumns.sortKey(title), title.year ?? 0, title.publisher, title.volume, title.volumeTitle) { TitleID(try $0.int64(0)) }
    }

    package func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)? {
        try db.placement(ofCopy: inventoryNumber)
    }

    package func updateCopy(_ copy: Copy) throws {
        try db.updateImportedCopy(copy, now: now)
    }

    /// The batch `number` of the book of summary accounting, entered — closed, its source not
    /// stated, with the act `act` — when the library has none of that number yet: on `day`
    /// when it falls in the number's year, else on the year's first day.
    package func ensureReceipt(_ number: YearlyNumber, day: Day?, act: String) throws {
        guard try db.first("SELECT 1 FROM receipts WHERE year = \(Connection.p(1)) AND number = \(Connection.p(2))", number.year,
                           number.number, map: { _ in true }) == nil else { return }
        let received = day.flatMap { $0.year == number.year ? $0 : nil } ?? Day(year: number.year, month: 1, day: 1)!
        let receipt = Receipt(receivedOn: received, source: .other, document: AccompanyingDocument(kind: .acceptanceAct, number: act))
        _ = try db.addReceipt(receipt, number: number, by: nil, now: now)
        _ = try db.change("UPDATE receipts SET is_open = FALSE WHERE year = \(Connection.p(1)) AND number = \(Connection.p(2))",
                          values: [number.year, number.number])
    }

    /// Writes what a record said of a copy's accounts: its last check, the act that wrote it off.
    package func applyAccounts(_ accounts: ImportedCopyAccounts, to inventoryNumber: InventoryNumber) throws {
        guard accounts.touchesCopy else { return }
        try db.applyImportedAccounts(accounts, to: inventoryNumber)
    }

    package func readerID(ticket: TicketNumber) throws -> ReaderID? {
        try db.first("SELECT id FROM readers WHERE ticket_number = \(Connection.p(1))", ticket.rawValue) { ReaderID(try $0.int64(0)) }
    }

    package func copy(_ inventoryNumber: InventoryNumber) throws -> ImportedCopy? {
        try db.importedCopy(inventoryNumber)
    }

    package func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool {
        try db.hasImportedLoan(copyID: copyID, issuedAt: issuedAt)
    }

    package func loanDescription(ofTitle id: TitleID) throws -> String {
        try db.loanDescription(ofTitle: id)
    }

    package func insertLoan(_ loan: ImportBatch.LoanItem, copy: ImportedCopy, readerID: ReaderID, ticket: TicketNumber,
                            description: String) throws {
        _ = try db.change(ImportedLoanRow.insert(Connection.self, rows: 1),
                          values: ImportedLoanRow.values(loan, copy: copy, readerID: readerID, ticket: ticket, description: description,
                                                                now: now))
    }
}

extension StoreConnection {
    /// The title a copy is catalogued in and its status, if it is.
    package func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)? {
        try first("SELECT title_id, status FROM copies WHERE inventory_number = \(Self.p(1))", inventoryNumber.rawValue) {
            (TitleID(try $0.int64(0)), $0.text(1))
        }
    }

    /// The copy with this inventory number, as an imported loan needs it.
    package func importedCopy(_ inventoryNumber: InventoryNumber) throws -> ImportedCopy? {
        try first("SELECT id, title_id, status, home_branch_id FROM copies WHERE inventory_number = \(Self.p(1))", inventoryNumber.rawValue) { row in
            ImportedCopy(id: CopyID(try row.int64(0)), titleID: TitleID(try row.int64(1)), status: try row.parsed(2, CopyStatus.init(rawValue:)),
                         homeBranch: try row.int64(3))
        }
    }

    /// The short description of a title that loans keep (``Title/shortDescription``), read from
    /// its author's name and its title alone.
    package func loanDescription(ofTitle id: TitleID) throws -> String {
        guard let description = try first("SELECT \(ImportedLoanRow.descriptionColumns) FROM titles WHERE id = \(Self.p(1))", id.rawValue,
                                          map: { ImportedLoanRow.description($0, from: 0) })
        else { throw CatalogError.titleNotFound(id) }
        return description
    }

    /// Replaces the details of the copy with the copy's inventory number: a copy an act of
    /// write-off lists stays written off; a copy without a КСУ number keeps its batch; a copy the
    /// accounts have reported (an act, a closed batch) keeps its batch, day of receipt and price.
    package func updateImportedCopy(_ copy: Copy, now: Int64) throws {
        let reported = Self.reportedCopy
        _ = try change("""
            UPDATE copies SET storage_place = \(Self.p(1)),
                price_kopecks = CASE WHEN \(reported) THEN price_kopecks ELSE \(Self.p(2)) END,
                received_on = CASE WHEN \(reported) THEN received_on ELSE \(Self.p(3)) END,
                barcode = \(Self.p(4)),
                status = CASE WHEN EXISTS (SELECT 1 FROM write_off_items wi WHERE wi.copy_id = copies.id) THEN 'written_off'
                              ELSE \(Self.p(5)) END,
                updated_at = \(Self.p(6)),
                receipt_year = CASE WHEN \(reported) THEN receipt_year ELSE coalesce(\(Self.p(8)), receipt_year) END,
                receipt_number = CASE WHEN \(reported) THEN receipt_number ELSE coalesce(\(Self.p(9)), receipt_number) END
            WHERE inventory_number = \(Self.p(7))
            """, values: [copy.storagePlace, copy.price?.kopecks, copy.receivedOn?.isoText, copy.barcode, copy.status.rawValue, now,
                          copy.inventoryNumber.rawValue, copy.receipt?.year, copy.receipt?.number])
    }

    /// Writes what a record said of a copy's accounts: its last check, the act that wrote it off,
    /// and the branch where it actually is (a place of no branch leaves it at its own).
    package func applyImportedAccounts(_ accounts: ImportedCopyAccounts, to inventoryNumber: InventoryNumber) throws {
        let actual = accounts.actualPlace.isEmpty ? nil : try knownBranchID(storagePlace: accounts.actualPlace)
        _ = try change("""
            UPDATE copies SET checked_on = coalesce(\(Self.p(1)), checked_on),
                write_off_reference = CASE WHEN status = 'written_off' THEN \(Self.p(2)) ELSE '' END,
                current_branch_id = coalesce(CAST(\(Self.p(4)) AS BIGINT), current_branch_id)
            WHERE inventory_number = \(Self.p(3))
            """, values: [accounts.checkedOn?.isoText, accounts.writeOffReference, inventoryNumber.rawValue, actual?.rawValue])
    }

    /// Whether the copy has a loan issued at this instant (whole seconds) already.
    /// The loans returned without a branch that took them back (imported: returned in IRBIS) are
    /// returned at the branch that lent them, where 6-НК and the statistics count the return; a
    /// loan closed by a loss was taken back by no desk and keeps none.
    package func placeReturnsAtTheLendingBranch() throws {
        _ = try change("""
            UPDATE loans SET returned_branch_id = lent_branch_id
            WHERE returned_at IS NOT NULL AND returned_branch_id IS NULL AND NOT EXISTS (SELECT 1 FROM losses s WHERE s.loan_id = loans.id)
            """, values: [])
    }

    package func hasImportedLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool {
        try first("SELECT 1 FROM loans WHERE copy_id = \(Self.p(1)) AND issued_at = \(Self.p(2))", copyID.rawValue, issuedAt) { _ in true } ?? false
    }

    /// `(?1, ?2, …), (…), …`: `rows` rows of `columns` parameters, numbered in order.
    package static func rowsOfParameters(_ rows: Int, columns: Int) -> String {
        (0..<rows).map { "(" + parameters(columns, from: $0 * columns + 1) + ")" }.joined(separator: ", ")
    }
}

/// An imported loan's row: its INSERT and its values.
package enum ImportedLoanRow {
    /// The columns of a title a loan's short description is made of, for ``description(_:from:)``.
    package static let descriptionColumns = "author_surname, author_initials, author_given_names, title, volume"

    /// The short description of a title that loans keep (``Title/shortDescription``), read from
    /// its author's name, its title and its part (``descriptionColumns``, from the column `first`).
    package static func description(_ row: some DatabaseRow, from first: Int32) -> String {
        let surname = row.text(first)
        let author = surname.isEmpty ? nil
            : PersonName(normalisedSurname: surname, initials: row.text(first + 1), givenNames: row.text(first + 2))
        return Title(firstAuthor: author, title: row.text(first + 3), volume: row.text(first + 4)).shortDescription
    }

    /// The INSERT of `rows` loan rows.
    package static func insert<C: StoreConnection>(_ type: C.Type, rows: Int) -> String {
        """
        INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description, issued_at, due_on,
                           returned_at, renewals, updated_at, lent_branch_id)
        VALUES \(C.rowsOfParameters(rows, columns: 11))
        """
    }

    /// The values of a loan's row.
    package static func values(_ loan: ImportBatch.LoanItem, copy: ImportedCopy, readerID: ReaderID, ticket: TicketNumber, description: String,
                       now: Int64) -> [any DatabaseValueConvertible] {
        [copy.id.rawValue, readerID.rawValue, loan.inventoryNumber.rawValue, ticket.rawValue, description,
         Int64(loan.issuedAt.timeIntervalSince1970), loan.dueOn.isoText, loan.returnedAt.map { Int64($0.timeIntervalSince1970) },
         loan.renewals, now, copy.homeBranch]
    }
}
