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

    package func updateCopy(_ copy: Copy) throws {
        _ = try db.change("""
            UPDATE copies SET storage_place = \(Connection.p(1)), price_kopecks = \(Connection.p(2)), received_on = \(Connection.p(3)),
                barcode = \(Connection.p(4)), status = \(Connection.p(5)), updated_at = \(Connection.p(6))
            WHERE inventory_number = \(Connection.p(7))
            """, values: [copy.storagePlace, copy.price?.kopecks, copy.receivedOn?.isoText, copy.barcode, copy.status.rawValue, now,
                          copy.inventoryNumber.rawValue])
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
