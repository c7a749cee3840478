import KartotekaCore

/// Adding, changing and removing copies, the same for both stores: what the catalogue's methods
/// and the use cases that change copies run inside their transaction.
extension StoreConnection {
    /// Adds a copy to a title at a branch's desk (`nil`: the main branch); a copy cannot come in
    /// on loan, so it comes in available.
    package func addCopy(_ copy: Copy, to titleID: TitleID, at branch: BranchCode?, now: Int64) throws -> CopyRecord {
        _ = try titleRecord(titleID)
        var added = copy
        added.status = copy.status == .onLoan ? .available : copy.status
        try insertCopyRow(added, titleID: titleID, branch: branchID(branch), now: now)
        return try copyRecord(added.inventoryNumber)
    }

    /// Replaces a copy's fields, its row locked (its inventory number may change; its loans and its
    /// journeys between branches follow it). Whether it is on loan is for lending and returning to
    /// change, never an edit.
    package func updateCopy(_ inventoryNumber: InventoryNumber, with change: Copy, now: Int64) throws -> CopyRecord {
        let current = try copyRecord(inventoryNumber, lock: true)
        let wasOnLoan = current.copy.status == .onLoan
        if wasOnLoan && change.status != .onLoan { throw CatalogError.copyOnLoan(inventoryNumber) }
        if !wasOnLoan && change.status == .onLoan { throw CatalogError.loanStatusSetByEditing(inventoryNumber) }
        let copy = try checkedCopyChange(current, to: change)
        if copy.inventoryNumber != inventoryNumber { try refuseLookAlike(of: copy.inventoryNumber, except: current.id) }
        if copy.status != current.copy.status, try holdSettingAside(current.id) != nil { throw HoldError.copySetAside(inventoryNumber) }
        try updateCopyRow(current.id, with: copy, now: now)
        if copy.inventoryNumber != inventoryNumber {
            for table in ["loans", "transfers"] {
                _ = try self.change("UPDATE \(table) SET inventory_number = \(Self.p(1)) WHERE copy_id = \(Self.p(2))",
                                    values: [copy.inventoryNumber.rawValue, current.id.rawValue])
            }
        }
        try touchTitle(current.titleID, now: now)
        return try copyRecord(copy.inventoryNumber)
    }

    /// Removes a copy; refused while it is on loan, on its way between branches, set aside for a
    /// hold or asked for by one in the queue, or written off by an act. Returns the copy as it was.
    @discardableResult
    package func deleteCopy(_ inventoryNumber: InventoryNumber, now: Int64) throws -> CopyRecord {
        let current = try copyRecord(inventoryNumber, lock: true)
        try refuseRemovingWrittenOff(copy: current.id)
        // Nothing may be left pointing at a copy that is gone: a journey, a reader's hold.
        if let travelling = current.placement?.travellingTo { throw BranchError.copyAlreadyTravelling(inventoryNumber, to: travelling) }
        if try holdSettingAside(current.id) != nil { throw HoldError.copySetAside(inventoryNumber) }
        let wanted = try first("SELECT count(*) FROM holds WHERE wanted_copy_id = \(Self.p(1)) AND state = 'queued'", current.id.rawValue) {
            try $0.int(0)
        } ?? 0
        if wanted > 0 { throw HoldError.copyWanted(inventoryNumber) }
        do {
            _ = try change("DELETE FROM copies WHERE id = \(Self.p(1))", values: [current.id.rawValue])
        } catch where Self.constraintFailure(error) == .copyOnLoan {
            throw CatalogError.copyOnLoan(inventoryNumber)
        }
        try touchTitle(current.titleID, now: now)
        return current
    }

    /// The storage place a new copy gets unless one is typed: the desk branch's own — for a branch
    /// that has none set, its code, as IRBIS knows it (``Branch/irbisStoragePlace``) and an import
    /// reads it back — else (the main branch) the library's default.
    package func defaultStoragePlace(at branch: BranchCode?) throws -> String {
        if let branch {
            let record = try branchRecord(branch)
            if !record.branch.storagePlace.isEmpty || !record.isMain { return record.branch.irbisStoragePlace }
        }
        return try loadSettings().defaultStoragePlace
    }
}
