import KartotekaCore

/// Reading titles and copies, the same for both stores.
extension StoreConnection {
    /// The title with this id; `lock` holds its row until the transaction ends.
    package func titleRecord(_ id: TitleID, lock: Bool = false) throws -> TitleRecord {
        guard let record = try first("SELECT \(TitleColumns.select) FROM titles t WHERE t.id = \(Self.p(1))\(Self.lockClause(lock))",
                                     id.rawValue, map: { try TitleColumns.decode($0) }) else {
            throw CatalogError.titleNotFound(id)
        }
        return record
    }

    /// The id of the title with this ISBN, if catalogued; `lock` holds its row.
    package func titleID(isbn: ISBN, lock: Bool = false) throws -> TitleID? {
        try first("SELECT id FROM titles WHERE isbn = \(Self.p(1))\(Self.lockClause(lock))", isbn.digits) { TitleID(try $0.int64(0)) }
    }

    /// The title with this ISBN, if catalogued.
    package func titleRecord(isbn: ISBN) throws -> TitleRecord? {
        try first("SELECT \(TitleColumns.select) FROM titles t WHERE t.isbn = \(Self.p(1))", isbn.digits) { try TitleColumns.decode($0) }
    }

    /// A title with its copies (in inventory order) and their open loans, and how they stand at each branch.
    package func titleDetails(_ id: TitleID) throws -> TitleDetails {
        let record = try titleRecord(id)
        let copies = try query("""
            SELECT \(CopyColumns.select), l.id FROM copies c
            LEFT JOIN loans l ON l.copy_id = c.id AND l.returned_at IS NULL
            WHERE c.title_id = \(Self.p(1))
            """, values: [id.rawValue]) { row in (try CopyColumns.decode(row), try row.optionalInt64(CopyColumns.count)) }
        let details = try copies.map { copy, loanID in
            try copyDetails(copy, openLoanID: loanID.map(LoanID.init))
        }
        return TitleDetails(record: record, copies: details.sorted { $0.record.inventoryNumber < $1.record.inventoryNumber },
                            byBranch: try copyCountsByBranch(titles: "c.title_id = \(Self.p(1))", id.rawValue)[id] ?? [],
                            holds: try activeHolds(title: id))
    }

    /// The copy with this inventory number; `lock` holds its row until the transaction ends, so
    /// that two desks changing or lending one copy take turns.
    package func copyRecord(_ inventoryNumber: InventoryNumber, lock: Bool = false) throws -> CopyRecord {
        if lock, let statement = Self.lockStatement("copies", where: "inventory_number") {
            _ = try first(statement, inventoryNumber.rawValue) { _ in true }
        }
        guard let record = try first("""
            SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = \(Self.p(1))
            """, inventoryNumber.rawValue, map: { try CopyColumns.decode($0) }) else {
            throw try copyNotFound(inventoryNumber)
        }
        return record
    }

    /// Why no copy has this number: none, or one of its look-alikes in the other alphabet does
    /// (``InventoryNumber/lookAlikes``), which the message names.
    package func copyNotFound(_ inventoryNumber: InventoryNumber) throws -> CatalogError {
        for lookAlike in inventoryNumber.lookAlikes
        where try first("SELECT 1 FROM copies WHERE inventory_number = \(Self.p(1))", lookAlike.rawValue, map: { _ in true }) != nil {
            return .copyNotFound(inventoryNumber, lookAlike: lookAlike)
        }
        return .copyNotFound(inventoryNumber)
    }

    /// The copy with this inventory number, with its open loan.
    package func copyDetails(_ inventoryNumber: InventoryNumber) throws -> CopyDetails {
        let record = try copyRecord(inventoryNumber)
        return try copyDetails(record, openLoanID: openLoanID(record.id))
    }

    /// The copy with this barcode, with its open loan; throws ``CatalogError/barcodeNotFound(_:)``.
    package func copyDetails(barcode: String) throws -> CopyDetails {
        guard let record = try first("SELECT \(CopyColumns.select) FROM copies c WHERE c.barcode = \(Self.p(1))", barcode, map: {
            try CopyColumns.decode($0)
        }) else { throw CatalogError.barcodeNotFound(barcode) }
        return try copyDetails(record, openLoanID: openLoanID(record.id))
    }

    /// The open loan of a copy, if it is on loan.
    package func openLoanID(_ copyID: CopyID) throws -> LoanID? {
        try first("SELECT id FROM loans WHERE copy_id = \(Self.p(1)) AND returned_at IS NULL", copyID.rawValue) { LoanID(try $0.int64(0)) }
    }

    /// A copy with its open loan and holder.
    package func copyDetails(_ record: CopyRecord, openLoanID: LoanID?) throws -> CopyDetails {
        guard let openLoanID else { return CopyDetails(record: record, openLoan: nil, holder: nil) }
        let loan = try loanDetails(openLoanID)
        return CopyDetails(record: record, openLoan: loan.loan, holder: loan.holder, loanBranch: loan.branch)
    }
}
