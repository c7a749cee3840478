import KartotekaCore

/// The new copies and loans of an import batch whose records are not isolated, kept and written
/// together, up to a hundred rows to a statement (``write()``): a statement's own costs — in
/// SQLite the check of a copy's status, the triggers, the statement's undo journal; in
/// PostgreSQL a round trip to the server — come once per statement, not per row. Until they are
/// written, the writer asks here first where a copy is, what it holds and whether a loan is there,
/// and gets the answers the database would give.
///
/// A row that cannot be written (a number taken meanwhile) fails its statement, and with it the
/// batch's attempt: the batch is then stored again record by record, each in its own savepoint,
/// without keeping anything (``ImportRun/store(_:attempt:)``).
package final class ImportKeptRows<Connection: StoreConnection> {
    private let db: Connection
    private let now: Int64
    /// The new copies not written yet, in order, and where each is.
    private var copies: [(copy: Copy, titleID: TitleID, branch: BranchID)] = []
    private var copyIndex: [InventoryNumber: Int] = [:]
    /// The new loans not written yet, and each one's copy and issue time.
    private var loans: [[any DatabaseValueConvertible]] = []
    private var loanKeys: Set<LoanKey> = []

    /// Nothing kept yet, for the batch's transaction on `db`.
    package init(db: Connection, now: Int64) {
        self.db = db
        self.now = now
    }

    /// Whether new copies wait to be written.
    package var holdsCopies: Bool { !copies.isEmpty }

    /// Keeps a new copy of a title, at a branch.
    package func keepCopy(_ copy: Copy, titleID: TitleID, branch: BranchID) {
        copyIndex[copy.inventoryNumber] = copies.count
        copies.append((copy, titleID, branch))
    }

    /// Where a kept copy is and its status; `nil` when the copy is not kept here.
    package func placement(ofCopy inventoryNumber: InventoryNumber) -> (titleID: TitleID, status: String)? {
        guard let index = copyIndex[inventoryNumber] else { return nil }
        return (copies[index].titleID, copies[index].copy.status.rawValue)
    }

    /// Whether the copy is kept here.
    package func holdsCopy(_ inventoryNumber: InventoryNumber) -> Bool {
        copyIndex[inventoryNumber] != nil
    }

    /// Replaces a kept copy's details as the database would (a copy without a КСУ number keeps
    /// its batch); false when the copy is not kept here.
    package func replaceCopy(_ copy: Copy) throws -> Bool {
        guard let index = copyIndex[copy.inventoryNumber] else { return false }
        var changed = copy
        if changed.receipt == nil { changed.receipt = copies[index].copy.receipt }
        copies[index].copy = try db.admittedCopy(changed, anyBatch: true)
        return true
    }

    /// Keeps a new loan.
    package func keepLoan(_ loan: ImportBatch.LoanItem, copy: ImportedCopy, readerID: ReaderID, ticket: TicketNumber,
                          description: String) {
        loanKeys.insert(LoanKey(copyID: copy.id, issuedAt: Int64(loan.issuedAt.timeIntervalSince1970)))
        loans.append(ImportedLoanRow.values(loan, copy: copy, readerID: readerID, ticket: ticket, description: description, now: now))
    }

    /// Whether a kept loan of the copy was issued at this instant.
    package func holdsLoan(copyID: CopyID, issuedAt: Int64) -> Bool {
        loanKeys.contains(LoanKey(copyID: copyID, issuedAt: issuedAt))
    }

    /// Writes the kept copies, then the kept loans.
    package func write() throws {
        try writeRows(count: copies.count, of: .copies) { range, values in
            for (copy, titleID, branch) in copies[range] {
                values.append(titleID.rawValue)
                values += CopyColumns.values(copy)
                values += [now, now, branch.rawValue, branch.rawValue]
            }
        }
        copies.removeAll(keepingCapacity: true)
        copyIndex.removeAll(keepingCapacity: true)
        try writeRows(count: loans.count, of: .loans) { range, values in
            for loan in loans[range] { values += loan }
        }
        loans.removeAll(keepingCapacity: true)
        loanKeys.removeAll(keepingCapacity: true)
    }

    /// Writes `count` rows a hundred, ten or one to a statement, their values put in order by `fill`.
    private func writeRows(count: Int, of table: Table, fill: (Range<Int>, inout [any DatabaseValueConvertible]) -> Void) throws {
        var start = 0
        var values: [any DatabaseValueConvertible] = []
        while start < count {
            let rows = [100, 10, 1].first { count - start >= $0 } ?? 1
            values.removeAll(keepingCapacity: true)
            fill(start..<(start + rows), &values)
            _ = try db.change(table == .copies ? Self.copyInsert(rows: rows) : Self.loanInsert(rows: rows), values: values)
            start += rows
        }
    }

    /// The INSERT of `rows` copy rows.
    private static func copyInsert(rows: Int) -> String {
        """
        INSERT INTO copies (title_id, \(CopyColumns.content), created_at, updated_at, home_branch_id, current_branch_id)
        VALUES \(Connection.rowsOfParameters(rows, columns: CopyColumns.contentCount + 5))
        """
    }

    /// The INSERT of `rows` loan rows.
    private static func loanInsert(rows: Int) -> String {
        ImportedLoanRow.insert(Connection.self, rows: rows)
    }

    /// The tables rows are kept for.
    private enum Table {
        case copies, loans
    }

    /// A loan told by its copy and the instant it was issued.
    private struct LoanKey: Hashable {
        let copyID: CopyID
        let issuedAt: Int64
    }
}
