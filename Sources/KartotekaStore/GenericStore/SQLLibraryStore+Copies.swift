import KartotekaCore

extension SQLLibraryStore {
    public func addCopy(_ copy: Copy, to titleID: TitleID, at branch: BranchCode?) throws -> CopyRecord {
        try write { db in try db.addCopy(copy, to: titleID, at: branch, now: nowSeconds) }
    }

    public func updateCopy(_ inventoryNumber: InventoryNumber, with change: Copy) throws -> CopyRecord {
        try write { db in try db.updateCopy(inventoryNumber, with: change, now: nowSeconds) }
    }

    public func deleteCopy(_ inventoryNumber: InventoryNumber) throws {
        try write { db in try db.deleteCopy(inventoryNumber, now: nowSeconds) }
    }

    public func copy(_ inventoryNumber: InventoryNumber) throws -> CopyDetails {
        try read { db in try db.copyDetails(inventoryNumber) }
    }

    public func copy(barcode: String) throws -> CopyDetails {
        try read { db in try db.copyDetails(barcode: barcode) }
    }
}
