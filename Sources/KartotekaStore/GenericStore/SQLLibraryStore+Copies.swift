import KartotekaCore

extension SQLLibraryStore {
    public func addCopy(_ copy: Copy, to titleID: TitleID, at branch: BranchCode?) throws -> CopyRecord {
        try write { db in
            _ = try db.titleRecord(titleID)
            var added = copy
            added.status = copy.status == .onLoan ? .available : copy.status
            try db.insertCopyRow(added, titleID: titleID, branch: db.branchID(branch), now: nowSeconds)
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
            try db.updateCopyRow(current.id, with: copy, now: nowSeconds)
            if copy.inventoryNumber != inventoryNumber {
                _ = try db.change("UPDATE loans SET inventory_number = \(Self.p(1)) WHERE copy_id = \(Self.p(2))",
                                  values: [copy.inventoryNumber.rawValue, current.id.rawValue])
            }
            try db.touchTitle(current.titleID, now: nowSeconds)
            return try db.copyRecord(copy.inventoryNumber)
        }
    }

    public func deleteCopy(_ inventoryNumber: InventoryNumber) throws {
        try write { db in
            let current = try db.copyRecord(inventoryNumber, lock: true)
            try db.refuseRemovingWrittenOff(copy: current.id)
            do {
                _ = try db.change("DELETE FROM copies WHERE id = \(Self.p(1))", values: [current.id.rawValue])
            } catch where constraintFailure(error) == .copyOnLoan {
                throw CatalogError.copyOnLoan(inventoryNumber)
            }
            try db.touchTitle(current.titleID, now: nowSeconds)
        }
    }

    public func copy(_ inventoryNumber: InventoryNumber) throws -> CopyDetails {
        try read { db in try db.copyDetails(inventoryNumber) }
    }

    public func copy(barcode: String) throws -> CopyDetails {
        try read { db in try db.copyDetails(barcode: barcode) }
    }
}
