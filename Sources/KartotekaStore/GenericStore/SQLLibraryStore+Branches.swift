import KartotekaCore

extension SQLLibraryStore {
    public func branches() throws -> [BranchRecord] {
        try read { db in try db.branches() }
    }

    public func branch(_ code: BranchCode) throws -> BranchRecord {
        try read { db in try db.branchRecord(code) }
    }

    public func addBranch(_ branch: Branch) throws -> BranchRecord {
        try write { db in try db.addBranch(branch, now: nowSeconds) }
    }

    public func updateBranch(_ code: BranchCode, with branch: Branch) throws -> BranchRecord {
        try write { db in try db.updateBranch(code, with: branch, now: nowSeconds) }
    }

    public func deleteBranch(_ code: BranchCode) throws {
        try write { db in try db.deleteBranch(code) }
    }

    public func publishBranch(_ code: BranchCode, _ listing: BranchListing) throws -> BranchRecord {
        try write { db in try db.publishBranch(code, listing, now: nowSeconds) }
    }

    public func unpublishBranch(_ code: BranchCode) throws -> BranchRecord {
        try write { db in try db.unpublishBranch(code, now: nowSeconds) }
    }

    public func sendCopy(_ inventoryNumber: InventoryNumber, to branch: BranchCode, by account: String?) throws -> TransferRecord {
        try write { db in try db.sendCopy(inventoryNumber, to: branch, by: account, now: nowSeconds) }
    }

    public func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode, by account: String?) throws -> TransferRecord {
        try write { db in try db.receiveCopy(inventoryNumber, at: branch, by: account, today: today(), now: nowSeconds) }
    }

    public func cancelTransfer(_ inventoryNumber: InventoryNumber, by account: String?) throws -> CalledOffTransfer {
        try write { db in try db.cancelTransfer(inventoryNumber, from: nil, by: account, today: today(), now: nowSeconds) }
    }

    public func transfers(_ query: TransferQuery) throws -> Page<TransferRecord> {
        Page(fetched: try read { db in try db.transfers(query) }, request: query.page)
    }
}
