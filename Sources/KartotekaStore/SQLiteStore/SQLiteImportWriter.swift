import Foundation
import KartotekaCore

/// The SQLite side of an import: the look-ups and writes ``ImportRun`` asks for, with the search
/// entries of each record kept until its savepoint is released.
final class SQLiteImportWriter: ImportWriter {
    private let store: SQLiteLibraryStore
    private let db: SQLiteConnection
    private let now: Int64
    /// The search entries of the records stored so far.
    private(set) var search = ImportSearchEntries()
    /// The search entries of the record in progress.
    private var pending = ImportSearchEntries()

    init(store: SQLiteLibraryStore, db: SQLiteConnection, now: Int64) {
        self.store = store
        self.db = db
        self.now = now
    }

    func savepoint(_ body: () throws -> Void) throws {
        pending = ImportSearchEntries()
        try db.savepoint(body)
        search.append(pending)
    }

    func titleID(isbn: ISBN) throws -> TitleID? {
        try db.queryFirst("SELECT id FROM titles WHERE isbn = ?", isbn.digits) { TitleID($0.int64(0)) }
    }

    func titleID(holdingCopy inventoryNumber: InventoryNumber) throws -> TitleID? {
        try db.queryFirst("SELECT title_id FROM copies WHERE inventory_number = ?", inventoryNumber.rawValue) { TitleID($0.int64(0)) }
    }

    func titleID(sameEditionAs title: Title) throws -> TitleID? {
        try db.queryFirst("""
            SELECT id FROM titles WHERE sort_key = ? AND isbn IS NULL AND coalesce(year, 0) = ? AND publisher = ? LIMIT 1
            """, TitleColumns.sortKey(title), title.year ?? 0, title.publisher) { TitleID($0.int64(0)) }
    }

    func insertTitle(_ title: Title) throws -> TitleID {
        var entry: (Int64, String)?
        try store.insertTitleRow(db, title, now: now) { entry = ($0, $1) }
        if let entry { pending.titles.append(.init(rowID: entry.0, body: entry.1, isNew: true)) }
        return TitleID(db.lastInsertRowID)
    }

    func updateTitle(_ id: TitleID, with title: Title) throws {
        let assignments = TitleColumns.content.split(separator: ",")
            .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")
        try db.run("UPDATE titles SET \(assignments), updated_at = ? WHERE id = ?",
                   values: TitleColumns.values(title) + [now, id.rawValue])
        pending.titles.append(.init(rowID: id.rawValue, body: SearchIndex.body(of: title), isNew: false))
    }

    func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)? {
        try db.queryFirst("SELECT title_id, status FROM copies WHERE inventory_number = ?", inventoryNumber.rawValue) {
            (TitleID($0.int64(0)), $0.text(1))
        }
    }

    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws {
        try store.insertCopyRow(db, copy, titleID: titleID, now: now, touchTitle: touchTitle)
    }

    func updateCopy(_ copy: Copy) throws {
        try db.run("""
            UPDATE copies SET storage_place = ?, price_kopecks = ?, received_on = ?, barcode = ?, status = ?, updated_at = ?
            WHERE inventory_number = ?
            """, copy.storagePlace, copy.price?.kopecks, copy.receivedOn?.isoText, copy.barcode,
            copy.status.rawValue, now, copy.inventoryNumber.rawValue)
    }

    func readerID(ticket: TicketNumber) throws -> ReaderID? {
        try db.queryFirst("SELECT id FROM readers WHERE ticket_number = ?", ticket.rawValue) { ReaderID($0.int64(0)) }
    }

    func insertReader(_ reader: Reader) throws -> ReaderID {
        let marks = Array(repeating: "?", count: ReaderColumns.values(reader).count + 2).joined(separator: ", ")
        try store.mapReaderConflicts(reader, excluding: nil, db) {
            try db.run("INSERT INTO readers (\(ReaderColumns.content), created_at, updated_at) VALUES (\(marks))",
                       values: ReaderColumns.values(reader) + [now, now])
        }
        let id = ReaderID(db.lastInsertRowID)
        pending.readers.append(.init(rowID: id.rawValue, body: SearchIndex.body(of: reader), isNew: true))
        return id
    }

    func updateReader(_ id: ReaderID, with reader: Reader) throws {
        let assignments = ReaderColumns.content.split(separator: ",")
            .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")
        try store.mapReaderConflicts(reader, excluding: id, db) {
            try db.run("UPDATE readers SET \(assignments), updated_at = ? WHERE id = ?",
                       values: ReaderColumns.values(reader) + [now, id.rawValue])
        }
        pending.readers.append(.init(rowID: id.rawValue, body: SearchIndex.body(of: reader), isNew: false))
    }

    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyRecord? {
        try db.queryFirst("SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = ?",
                          inventoryNumber.rawValue, map: { CopyColumns.decode($0) })
    }

    func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool {
        try db.queryFirst("SELECT 1 FROM loans WHERE copy_id = ? AND issued_at = ?", copyID.rawValue, issuedAt) { _ in true } ?? false
    }

    func loanDescription(ofTitle id: TitleID) throws -> String {
        try store.titleRecord(db, id).title.shortDescription
    }

    func insertLoan(_ loan: ImportBatch.LoanItem, copy: CopyRecord, readerID: ReaderID, ticket: TicketNumber,
                    description: String) throws {
        try db.run("""
            INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description, issued_at, due_on,
                               returned_at, renewals, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, copy.id.rawValue, readerID.rawValue, loan.inventoryNumber.rawValue, ticket.rawValue, description,
            Int64(loan.issuedAt.timeIntervalSince1970), loan.dueOn.isoText, loan.returnedAt.map { Int64($0.timeIntervalSince1970) },
            loan.renewals, now)
    }
}
