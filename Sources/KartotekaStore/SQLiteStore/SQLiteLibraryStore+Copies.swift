import KartotekaCore

extension SQLiteLibraryStore {
    public func addCopy(_ copy: Copy, to titleID: TitleID) throws -> CopyRecord {
        try write { db in
            _ = try titleRecord(db, titleID)
            var added = copy
            added.status = copy.status == .onLoan ? .available : copy.status
            try insertCopyRow(db, added, titleID: titleID, now: nowSeconds)
            return try copyRecord(db, added.inventoryNumber)
        }
    }

    public func updateCopy(_ inventoryNumber: InventoryNumber, with copy: Copy) throws -> CopyRecord {
        try write { db in
            let current = try copyRecord(db, inventoryNumber)
            let wasOnLoan = current.copy.status == .onLoan
            if wasOnLoan && copy.status != .onLoan { throw CatalogError.copyOnLoan(inventoryNumber) }
            if !wasOnLoan && copy.status == .onLoan { throw CatalogError.loanStatusSetByEditing(inventoryNumber) }
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
            return try copyRecord(db, copy.inventoryNumber)
        }
    }

    public func deleteCopy(_ inventoryNumber: InventoryNumber) throws {
        try write { db in
            let current = try copyRecord(db, inventoryNumber)
            do {
                try db.run("DELETE FROM copies WHERE id = ?", current.id.rawValue)
            } catch let error as SQLiteError where error.isRaised("copy_on_loan") {
                throw CatalogError.copyOnLoan(inventoryNumber)
            }
            try db.run("UPDATE titles SET updated_at = ? WHERE id = ?", nowSeconds, current.titleID.rawValue)
        }
    }

    public func copy(_ inventoryNumber: InventoryNumber) throws -> CopyDetails {
        try read { db in
            let record = try copyRecord(db, inventoryNumber)
            return try copyDetails(db, record, openLoanID: openLoanID(db, record.id))
        }
    }

    public func copy(barcode: String) throws -> CopyDetails {
        try read { db in
            guard let record = try db.queryFirst("SELECT \(CopyColumns.select) FROM copies c WHERE c.barcode = ?", barcode, map: {
                try CopyColumns.decode($0)
            }) else { throw CatalogError.barcodeNotFound(barcode) }
            return try copyDetails(db, record, openLoanID: openLoanID(db, record.id))
        }
    }

    // MARK: - Rows shared by the catalogue and circulation methods

    /// Inserts a copy row; `touchTitle` marks the title changed too (needless for a title
    /// inserted in the same transaction, which has `now` already).
    func insertCopyRow(_ db: SQLiteConnection, _ copy: Copy, titleID: TitleID, now: Int64, touchTitle: Bool = true) throws {
        try mapCopyConflicts(copy, db) {
            try db.run("INSERT INTO copies (title_id, \(CopyColumns.content), created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       values: [titleID.rawValue] + CopyColumns.values(copy) + [now, now])
        }
        if touchTitle { try db.run("UPDATE titles SET updated_at = ? WHERE id = ?", now, titleID.rawValue) }
    }

    func copyRecord(_ db: SQLiteConnection, _ inventoryNumber: InventoryNumber) throws -> CopyRecord {
        guard let record = try db.queryFirst("SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = ?",
                                             inventoryNumber.rawValue, map: { try CopyColumns.decode($0) }) else {
            throw CatalogError.copyNotFound(inventoryNumber)
        }
        return record
    }

    func openLoanID(_ db: SQLiteConnection, _ copyID: CopyID) throws -> LoanID? {
        try db.queryFirst("SELECT id FROM loans WHERE copy_id = ? AND returned_at IS NULL", copyID.rawValue) {
            LoanID(try $0.int64(0))
        }
    }

    func copyDetails(_ db: SQLiteConnection, _ record: CopyRecord, openLoanID: LoanID?) throws -> CopyDetails {
        guard let openLoanID else { return CopyDetails(record: record, openLoan: nil, holder: nil) }
        let loan = try loanDetails(db, openLoanID)
        return CopyDetails(record: record, openLoan: loan.loan, holder: loan.holder)
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
