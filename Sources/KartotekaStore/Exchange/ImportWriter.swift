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

    /// Runs `body` in a savepoint: kept when it returns, undone when it throws (rethrown).
    func savepoint(_ body: () throws -> Void) throws
    /// The title with this ISBN.
    func titleID(isbn: ISBN) throws -> TitleID?
    /// The title that holds the copy with this inventory number.
    func titleID(holdingCopy inventoryNumber: InventoryNumber) throws -> TitleID?
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
    /// The reader with this ticket.
    func readerID(ticket: TicketNumber) throws -> ReaderID?
    /// Adds a reader.
    func insertReader(_ reader: Reader) throws -> ReaderID
    /// Replaces a reader's details.
    func updateReader(_ id: ReaderID, with reader: Reader) throws
    /// The copy with this inventory number.
    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyRecord?
    /// Whether the copy has a loan issued at this instant (whole seconds) already.
    func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool
    /// The short description of a title that loans keep.
    func loanDescription(ofTitle id: TitleID) throws -> String
    /// Adds a loan of a copy to a reader.
    func insertLoan(_ loan: ImportBatch.LoanItem, copy: CopyRecord, readerID: ReaderID, ticket: TicketNumber,
                    description: String) throws
}

extension ImportWriter {
    package func titleID(isbn: ISBN) throws -> TitleID? {
        try db.titleID(isbn: isbn)
    }

    package func titleID(holdingCopy inventoryNumber: InventoryNumber) throws -> TitleID? {
        try db.first("SELECT title_id FROM copies WHERE inventory_number = \(Connection.p(1))", inventoryNumber.rawValue) {
            TitleID(try $0.int64(0))
        }
    }

    package func titleID(sameEditionAs title: Title) throws -> TitleID? {
        try db.first("""
            SELECT id FROM titles WHERE sort_key = \(Connection.p(1)) AND isbn IS NULL AND coalesce(year, 0) = \(Connection.p(2))
                AND publisher = \(Connection.p(3)) LIMIT 1
            """, TitleColumns.sortKey(title), title.year ?? 0, title.publisher) { TitleID(try $0.int64(0)) }
    }

    package func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)? {
        try db.first("SELECT title_id, status FROM copies WHERE inventory_number = \(Connection.p(1))", inventoryNumber.rawValue) {
            (TitleID(try $0.int64(0)), $0.text(1))
        }
    }

    /// A copy an act of write-off lists stays written off; a copy without a КСУ number keeps its batch.
    package func updateCopy(_ copy: Copy) throws {
        _ = try db.change("""
            UPDATE copies SET storage_place = \(Connection.p(1)), price_kopecks = \(Connection.p(2)), received_on = \(Connection.p(3)),
                barcode = \(Connection.p(4)),
                status = CASE WHEN EXISTS (SELECT 1 FROM write_off_items wi WHERE wi.copy_id = copies.id) THEN 'written_off'
                              ELSE \(Connection.p(5)) END,
                updated_at = \(Connection.p(6)), receipt_year = coalesce(\(Connection.p(8)), receipt_year),
                receipt_number = coalesce(\(Connection.p(9)), receipt_number)
            WHERE inventory_number = \(Connection.p(7))
            """, values: [copy.storagePlace, copy.price?.kopecks, copy.receivedOn?.isoText, copy.barcode, copy.status.rawValue, now,
                          copy.inventoryNumber.rawValue, copy.receipt?.year, copy.receipt?.number])
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
        guard accounts.checkedOn != nil || !accounts.writeOffReference.isEmpty else { return }
        _ = try db.change("""
            UPDATE copies SET checked_on = coalesce(\(Connection.p(1)), checked_on),
                write_off_reference = CASE WHEN status = 'written_off' THEN \(Connection.p(2)) ELSE '' END
            WHERE inventory_number = \(Connection.p(3))
            """, values: [accounts.checkedOn?.isoText, accounts.writeOffReference, inventoryNumber.rawValue])
    }

    package func readerID(ticket: TicketNumber) throws -> ReaderID? {
        try db.first("SELECT id FROM readers WHERE ticket_number = \(Connection.p(1))", ticket.rawValue) { ReaderID(try $0.int64(0)) }
    }

    package func copy(_ inventoryNumber: InventoryNumber) throws -> CopyRecord? {
        try db.first("SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = \(Connection.p(1))",
                     inventoryNumber.rawValue) { try CopyColumns.decode($0) }
    }

    package func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool {
        try db.first("SELECT 1 FROM loans WHERE copy_id = \(Connection.p(1)) AND issued_at = \(Connection.p(2))", copyID.rawValue, issuedAt) {
            _ in true
        } ?? false
    }

    package func loanDescription(ofTitle id: TitleID) throws -> String {
        try db.titleRecord(id).title.shortDescription
    }

    package func insertLoan(_ loan: ImportBatch.LoanItem, copy: CopyRecord, readerID: ReaderID, ticket: TicketNumber,
                            description: String) throws {
        _ = try db.change("""
            INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description, issued_at, due_on,
                               returned_at, renewals, updated_at)
            VALUES (\(Connection.parameters(10)))
            """, values: [copy.id.rawValue, readerID.rawValue, loan.inventoryNumber.rawValue, ticket.rawValue, description,
                          Int64(loan.issuedAt.timeIntervalSince1970), loan.dueOn.isoText,
                          loan.returnedAt.map { Int64($0.timeIntervalSince1970) }, loan.renewals, now])
    }
}
