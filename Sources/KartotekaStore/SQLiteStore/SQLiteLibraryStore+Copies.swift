import KartotekaCore

extension SQLiteLibraryStore {
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
            let current = try db.copyRecord(inventoryNumber)
            let wasOnLoan = current.copy.status == .onLoan
            if wasOnLoan && change.status != .onLoan { throw CatalogError.copyOnLoan(inventoryNumber) }
            if !wasOnLoan && change.status == .onLoan { throw CatalogError.loanStatusSetByEditing(inventoryNumber) }
            let copy = try db.checkedCopyChange(current, to: change)
            let assignments = CopyColumns.content.split(separator: ",")
                .map { "\($0.trimmingCharacters(in: .whitespaces)) = ?" }.joined(separator: ", ")
            try mapCopyConflicts(copy, db) {
                try db.run("UPDATE copies SET \(assignments), updated_at = ? WHERE id = ?",
                           values: CopyColumns.values(copy) + [nowSeconds, current.id.rawValue])
            }
            if copy.inventoryNumber != inventoryNumber {
                try db.run("UPDATE loans SET inventory_number = ? WHERE copy_id = ?",
                           copy.inventoryNumber.rawValue, current.id.rawValue)
            }
            try db.run("UPDATE titles SET updated_at = ? WHERE id = ?", nowSeconds, current.titleID.rawValue)
            return try db.copyRecord(copy.inventoryNumber)
        }
    }

    public func deleteCopy(_ inventoryNumber: InventoryNumber) throws {
        try write { db in
            let current = try db.copyRecord(inventoryNumber)
            try db.refuseRemovingWrittenOff(copy: current.id)
            do {
                try db.run("DELETE FROM copies WHERE id = ?", current.id.rawValue)
            } catch let error as SQLiteError where error.isRaised("copy_on_loan") {
                throw CatalogError.copyOnLoan(inventoryNumber)
            }
            try db.run("UPDATE titles SET updated_at = ? WHERE id = ?", nowSeconds, current.titleID.rawValue)
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
    func insertCopyRow(_ db: SQLiteConnection, _ given: Copy, titleID: TitleID, branch: BranchID, now: Int64, touchTitle: Bool = true,
                       anyBatch: Bool = false) throws {
        let copy = try db.admittedCopy(given, anyBatch: anyBatch)
        try mapCopyConflicts(copy, db) {
            try db.run("""
                INSERT INTO copies (title_id, \(CopyColumns.content), created_at, updated_at, home_branch_id, current_branch_id)
                VALUES (\(SQLiteConnection.parameters(CopyColumns.values(copy).count + 5)))
                """, values: [titleID.rawValue] + CopyColumns.values(copy) + [now, now, branch.rawValue, branch.rawValue])
        }
        if touchTitle { try db.run("UPDATE titles SET updated_at = ? WHERE id = ?", now, titleID.rawValue) }
    }

    private func mapCopyConflicts(_ copy: Copy, _ db: SQLiteConnection, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SQLiteError where error.isUniqueViolation && error.message.contains("copies.inventory_number") {
            throw CatalogError.inventoryNumberTaken(copy.inventoryNumber)
        } catch let error as SQLiteError where error.isUniqueViolation && error.message.contains("copies.barcode") {
            let barcode = copy.barcode ?? ""
            let holder = try db.queryFirst("SELECT inventory_number FROM copies WHERE barcode = ?", barcode) {
                InventoryNumber(unchecked: $0.text(0))
            }
            throw CatalogError.barcodeTaken(barcode, by: holder ?? copy.inventoryNumber)
        }
    }
}
