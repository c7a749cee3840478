import Foundation
import KartotekaCore

/// The SQLite side of an import: titles and readers written with their search entries, kept until
/// the record is stored (its savepoint released, when it has one); the rest is ``ImportWriter``'s own.
///
/// When records are not isolated, new copies and loans are kept too and written together, up to
/// a hundred rows to a statement (``writeKeptRows()``): a statement's own costs — the check of a
/// copy's status against its list, the triggers, the undo journal of the statement — come once
/// per statement, not per row. Until then the writer answers for them (where a copy is, its
/// changes, whether a loan is there) as the database would.
final class SQLiteImportWriter: ImportWriter {
    private let store: SQLiteLibraryStore
    /// The batch's transaction.
    let db: SQLiteConnection
    /// The batch's time.
    let now: Int64
    /// The search entries of the records stored so far.
    private(set) var search = ImportSearchEntries()
    /// The search entries of the record in progress.
    private var pending = ImportSearchEntries()
    /// Whether each record has its own savepoint.
    let isolatesRecords: Bool
    /// The branches of the storage places met so far.
    private var branches: [String: BranchID] = [:]
    /// The new copies not written yet, in order, and where each is.
    private var newCopies: [(copy: Copy, titleID: TitleID, branch: BranchID)] = []
    private var newCopyIndex: [InventoryNumber: Int] = [:]
    /// The loan descriptions of the titles met so far.
    private var loanDescriptions: [TitleID: String] = [:]
    /// The new loans not written yet, and each one's copy and issue time.
    private var newLoans: [[any DatabaseValueConvertible]] = []
    private var newLoanKeys: Set<String> = []

    init(store: SQLiteLibraryStore, db: SQLiteConnection, now: Int64, isolatesRecords: Bool) {
        self.store = store
        self.db = db
        self.now = now
        self.isolatesRecords = isolatesRecords
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
        let id = try store.insertTitleRow(db, title, now: now) { id, fields in
            self.pending.titles.append(.init(rowID: id, fields: fields, isNew: true))
            self.pending.vocabulary.add(fields)
        }
        return TitleID(id)
    }

    func updateTitle(_ id: TitleID, with title: Title) throws {
        let old = TitleSearchFields(try db.titleRecord(id).title)
        let fields = TitleSearchFields(title)
        try db.run("UPDATE titles SET \(SQLiteLibraryStore.titleAssignments), updated_at = ? WHERE id = ?",
                   values: TitleColumns.values(title) + [now, id.rawValue])
        pending.titles.append(.init(rowID: id.rawValue, fields: fields, isNew: false))
        pending.vocabulary.replace(old, with: fields)
    }

    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws {
        let branch = try branch(of: copy.storagePlace)
        guard !isolatesRecords else {
            try store.insertCopyRow(db, copy, titleID: titleID, branch: branch, now: now, touchTitle: touchTitle, anyBatch: true)
            return
        }
        let copy = try db.admittedCopy(copy, anyBatch: true)
        if touchTitle { try db.run("UPDATE titles SET updated_at = ? WHERE id = ?", now, titleID.rawValue) }
        newCopyIndex[copy.inventoryNumber] = newCopies.count
        newCopies.append((copy, titleID, branch))
    }

    func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)? {
        if let index = newCopyIndex[inventoryNumber] { return (newCopies[index].titleID, newCopies[index].copy.status.rawValue) }
        return try db.placement(ofCopy: inventoryNumber)
    }

    func updateCopy(_ copy: Copy) throws {
        guard let index = newCopyIndex[copy.inventoryNumber] else { return try db.updateImportedCopy(copy, now: now) }
        // As the database would: a copy without a КСУ number keeps its batch.
        var changed = copy
        if changed.receipt == nil { changed.receipt = newCopies[index].copy.receipt }
        newCopies[index].copy = try db.admittedCopy(changed, anyBatch: true)
    }

    func applyAccounts(_ accounts: ImportedCopyAccounts, to inventoryNumber: InventoryNumber) throws {
        guard accounts.checkedOn != nil || !accounts.writeOffReference.isEmpty else { return }
        // Written to the copy's row, which must be there first.
        if newCopyIndex[inventoryNumber] != nil { try writeKeptRows() }
        try db.applyImportedAccounts(accounts, to: inventoryNumber)
    }

    func copy(_ inventoryNumber: InventoryNumber) throws -> ImportedCopy? {
        if !newCopies.isEmpty { try writeKeptRows() }
        return try db.importedCopy(inventoryNumber)
    }

    func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool {
        try newLoanKeys.contains("\(copyID.rawValue)@\(issuedAt)") || db.hasImportedLoan(copyID: copyID, issuedAt: issuedAt)
    }

    func insertLoan(_ loan: ImportBatch.LoanItem, copy: ImportedCopy, readerID: ReaderID, ticket: TicketNumber, description: String) throws {
        let values = ImportedLoanRow.values(loan, copy: copy, readerID: readerID, ticket: ticket, description: description, now: now)
        guard !isolatesRecords else {
            return try db.run(Self.loanInsert(rows: 1), values: values)
        }
        newLoanKeys.insert("\(copy.id.rawValue)@\(Int64(loan.issuedAt.timeIntervalSince1970))")
        newLoans.append(values)
    }

    func loanDescription(ofTitle id: TitleID) throws -> String {
        if let known = loanDescriptions[id] { return known }
        let description = try db.loanDescription(ofTitle: id)
        loanDescriptions[id] = description
        return description
    }

    /// Writes the new copies, then the new loans, kept so far.
    func writeKeptRows() throws {
        try writeRows(count: newCopies.count, statement: Self.copyInsert) { range, values in
            for (copy, titleID, branch) in newCopies[range] {
                values.append(titleID.rawValue)
                values += CopyColumns.values(copy)
                values += [now, now, branch.rawValue, branch.rawValue]
            }
        }
        newCopies.removeAll(keepingCapacity: true)
        newCopyIndex.removeAll(keepingCapacity: true)
        try writeRows(count: newLoans.count, statement: Self.loanInsert) { range, values in
            for loan in newLoans[range] { values += loan }
        }
        newLoans.removeAll(keepingCapacity: true)
        newLoanKeys.removeAll(keepingCapacity: true)
    }

    /// Writes `count` rows a hundred, ten or one to a statement, their values put in order by `fill`.
    private func writeRows(count: Int, statement: (Int) -> String,
                           fill: (Range<Int>, inout [any DatabaseValueConvertible]) -> Void) throws {
        var start = 0
        var values: [any DatabaseValueConvertible] = []
        while start < count {
            let rows = [100, 10, 1].first { count - start >= $0 } ?? 1
            values.removeAll(keepingCapacity: true)
            fill(start..<(start + rows), &values)
            try db.run(statement(rows), values: values)
            start += rows
        }
    }

    /// The INSERT of `rows` (100, 10 or 1) copy rows.
    private static func copyInsert(rows: Int) -> String {
        copyInserts[rows] ?? copyInsertText(rows: rows)
    }

    private static let copyInserts = Dictionary(uniqueKeysWithValues: [100, 10, 1].map { ($0, copyInsertText(rows: $0)) })

    private static func copyInsertText(rows: Int) -> String {
        """
        INSERT INTO copies (title_id, \(CopyColumns.content), created_at, updated_at, home_branch_id, current_branch_id)
        VALUES \(SQLiteConnection.rowsOfParameters(rows, columns: CopyColumns.contentCount + 5))
        """
    }

    /// The INSERT of `rows` (100, 10 or 1) loan rows.
    private static func loanInsert(rows: Int) -> String {
        loanInserts[rows] ?? ImportedLoanRow.insert(SQLiteConnection.self, rows: rows)
    }

    private static let loanInserts = Dictionary(uniqueKeysWithValues: [100, 10, 1].map {
        ($0, ImportedLoanRow.insert(SQLiteConnection.self, rows: $0))
    })

    /// The branch whose storage place this is, looked up once per batch.
    private func branch(of place: String) throws -> BranchID {
        if let known = branches[place] { return known }
        let found = try db.branchID(storagePlace: place)
        branches[place] = found
        return found
    }

    func insertReader(_ reader: Reader) throws -> ReaderID {
        let id = try store.insertReaderRow(db, reader, now: now)
        pending.readers.append(.init(rowID: id.rawValue, body: SearchIndex.body(of: reader), isNew: true))
        return id
    }

    func updateReader(_ id: ReaderID, with reader: Reader) throws {
        try store.updateReaderRow(db, id, reader, now: now)
        pending.readers.append(.init(rowID: id.rawValue, body: SearchIndex.body(of: reader), isNew: false))
    }
}
