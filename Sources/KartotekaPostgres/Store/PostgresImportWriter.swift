import Foundation
import KartotekaCore
import KartotekaStore

/// The PostgreSQL side of an import: the look-ups and writes ``ImportRun`` asks for.
struct PostgresImportWriter: ImportWriter {
    let store: PostgresLibraryStore
    let db: PostgresConnection
    let now: Int64

    func savepoint(_ body: () throws -> Void) throws {
        try db.savepoint(body)
    }

    func titleID(isbn: ISBN) throws -> TitleID? {
        try store.titleID(db, isbn: isbn)
    }

    func titleID(holdingCopy inventoryNumber: InventoryNumber) throws -> TitleID? {
        try db.queryFirst("SELECT title_id FROM copies WHERE inventory_number = $1", inventoryNumber.rawValue) { TitleID($0.int64(0)) }
    }

    func titleID(sameEditionAs title: Title) throws -> TitleID? {
        try db.queryFirst("""
            SELECT id FROM titles WHERE sort_key = $1 AND isbn IS NULL AND coalesce(year, 0) = $2 AND publisher = $3 LIMIT 1
            """, TitleColumns.sortKey(title), title.year ?? 0, title.publisher) { TitleID($0.int64(0)) }
    }

    func insertTitle(_ title: Title) throws -> TitleID {
        try store.insertTitleRow(db, title, now: now)
    }

    func updateTitle(_ id: TitleID, with title: Title) throws {
        try store.updateTitleRow(db, id, title, now: now)
    }

    func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)? {
        try db.queryFirst("SELECT title_id, status FROM copies WHERE inventory_number = $1", inventoryNumber.rawValue) {
            (TitleID($0.int64(0)), $0.text(1))
        }
    }

    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws {
        try store.insertCopyRow(db, copy, titleID: titleID, now: now, touchTitle: touchTitle)
    }

    func updateCopy(_ copy: Copy) throws {
        try db.run("""
            UPDATE copies SET storage_place = $1, price_kopecks = $2, received_on = $3, barcode = $4, status = $5, updated_at = $6
            WHERE inventory_number = $7
            """, copy.storagePlace, copy.price?.kopecks, copy.receivedOn?.isoText, copy.barcode,
            copy.status.rawValue, now, copy.inventoryNumber.rawValue)
    }

    func readerID(ticket: TicketNumber) throws -> ReaderID? {
        try db.queryFirst("SELECT id FROM readers WHERE ticket_number = $1", ticket.rawValue) { ReaderID($0.int64(0)) }
    }

    func insertReader(_ reader: Reader) throws -> ReaderID {
        try store.insertReaderRow(db, reader, now: now)
    }

    func updateReader(_ id: ReaderID, with reader: Reader) throws {
        try store.updateReaderRow(db, id, reader, now: now)
    }

    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyRecord? {
        try db.queryFirst("SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = $1",
                          inventoryNumber.rawValue, map: { CopyColumns.decode($0) })
    }

    func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool {
        try db.queryFirst("SELECT 1 FROM loans WHERE copy_id = $1 AND issued_at = $2", copyID.rawValue, issuedAt) { _ in true } ?? false
    }

    func loanDescription(ofTitle id: TitleID) throws -> String {
        try store.titleRecord(db, id).title.shortDescription
    }

    func insertLoan(_ loan: ImportBatch.LoanItem, copy: CopyRecord, readerID: ReaderID, ticket: TicketNumber,
                    description: String) throws {
        try db.run("""
            INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description, issued_at, due_on,
                               returned_at, renewals, updated_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
            """, copy.id.rawValue, readerID.rawValue, loan.inventoryNumber.rawValue, ticket.rawValue, description,
            Int64(loan.issuedAt.timeIntervalSince1970), loan.dueOn.isoText, loan.returnedAt.map { Int64($0.timeIntervalSince1970) },
            loan.renewals, now)
    }
}
