import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func addCopy(_ copy: Copy, to titleID: TitleID, at branch: BranchCode?) throws -> CopyRecord {
        try write { db in
            _ = try db.titleRecord(titleID)
            var added = copy
            added.status = copy.status == .onLoan ? .available : copy.status
            try insertCopyRow(db, added, titleID: titleID, branch: db.branchID(branch), now: nowSeconds)
            return try db.copyRecord(added.inventoryNumber)
        }
    }

    public func updateCopy(_ inventoryNumber: InventoryNumber, with change: Copy) throws -> CopyRecord {
        try write { db in
            let current = try db.copyRecord(inventoryNumber, lock: true)
            let wasOnLoan = current.copy.status == .onLoan
            if wasOnLoan && change.status != .onLoan { throw CatalogError.copyOnLoan(inventoryNumber) }
            if !wasOnLoan && change.status == .onLoan { throw CatalogError.loanStatusSetByEditing(inventoryNumber) }
            let copy = try db.checkedCopyChange(current, to: change)
            let content = PostgresSQL.count(CopyColumns.content)
            try mapCopyConflicts(copy, db) {
                try db.run("""
                    UPDATE copies SET \(PostgresSQL.assignments(CopyColumns.content)), updated_at = $\(content + 1)
                    WHERE id = $\(content + 2)
                    """, values: CopyColumns.values(copy) + [nowSeconds, current.id.rawValue])
            }
            if copy.inventoryNumber != inventoryNumber {
                try db.run("UPDATE loans SET inventory_number = $1 WHERE copy_id = $2",
                           copy.inventoryNumber.rawValue, current.id.rawValue)
            }
            try db.run("UPDATE titles SET updated_at = $1 WHERE id = $2", nowSeconds, current.titleID.rawValue)
            return try db.copyRecord(copy.inventoryNumber)
        }
    }

    public func deleteCopy(_ inventoryNumber: InventoryNumber) throws {
        try write { db in
            let current = try db.copyRecord(inventoryNumber, lock: true)
            try db.refuseRemovingWrittenOff(copy: current.id)
            do {
                try db.run("DELETE FROM copies WHERE id = $1", current.id.rawValue)
            } catch let error as PostgresError where error.isRuleViolation("copies_on_loan_are_not_deleted") {
                throw CatalogError.copyOnLoan(inventoryNumber)
            }
            try db.run("UPDATE titles SET updated_at = $1 WHERE id = $2", nowSeconds, current.titleID.rawValue)
        }
    }

    public func copy(_ inventoryNumber: InventoryNumber) throws -> CopyDetails {
        try read { db in try db.copyDetails(inventoryNumber) }
    }

    public func copy(barcode: String) throws -> CopyDetails {
        try read { db in try db.copyDetails(barcode: barcode) }
    }

    // MARK: - Rows shared by the catalogue and import methods

    /// Inserts a copy row, admitted into the fund's accounts (`anyBatch`: into any batch, closed
    /// too, as an import does); `touchTitle` marks the title changed too (needless for a title
    /// inserted in the same transaction, which has `now` already).
    func insertCopyRow(_ db: PostgresConnection, _ given: Copy, titleID: TitleID, branch: BranchID, now: Int64, touchTitle: Bool = true,
                       anyBatch: Bool = false) throws {
        let copy = try db.admittedCopy(given, anyBatch: anyBatch)
        let values = [titleID.rawValue] + CopyColumns.values(copy) + [now, now, branch.rawValue, branch.rawValue]
        try mapCopyConflicts(copy, db) {
            try db.run("""
                INSERT INTO copies (title_id, \(CopyColumns.content), created_at, updated_at, home_branch_id, current_branch_id)
                VALUES (\(PostgresSQL.placeholders(values.count)))
                """, values: values)
        }
        if touchTitle { try db.run("UPDATE titles SET updated_at = $1 WHERE id = $2", now, titleID.rawValue) }
    }

    /// Runs a copy insert or update, turning a taken inventory number or barcode into catalogue
    /// errors; with a barcode, in a savepoint, so that the copy holding it can be named.
    private func mapCopyConflicts(_ copy: Copy, _ db: PostgresConnection, _ body: () throws -> Void) throws {
        do {
            if copy.barcode == nil { try body() } else { try db.savepoint(body) }
        } catch let error as PostgresError where error.isUniqueViolation("copies_inventory_number_unique") {
            throw CatalogError.inventoryNumberTaken(copy.inventoryNumber)
        } catch let error as PostgresError where error.isUniqueViolation("copies_barcode_unique") {
            let barcode = copy.barcode ?? ""
            let holder = try db.first("SELECT inventory_number FROM copies WHERE barcode = $1", barcode) {
                InventoryNumber(unchecked: $0.text(0))
            }
            throw CatalogError.barcodeTaken(barcode, by: holder ?? copy.inventoryNumber)
        }
    }
}
