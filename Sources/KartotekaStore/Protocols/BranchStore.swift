import KartotekaCore

/// The library's branches and the copies travelling between them. Every method is one transaction.
public protocol BranchStore: Sendable {
    /// Every branch, the main one first.
    func branches() throws -> [BranchRecord]
    /// One branch; throws ``BranchError/branchNotFound(_:)``.
    func branch(_ code: BranchCode) throws -> BranchRecord
    /// Adds a branch; throws ``BranchError/codeTaken(_:)``.
    func addBranch(_ branch: Branch) throws -> BranchRecord
    /// Replaces a branch's fields, its code too; a branch shown among the library locations keeps
    /// its location's street address in step with its address (which it cannot lose).
    func updateBranch(_ code: BranchCode, with branch: Branch) throws -> BranchRecord
    /// Removes a branch nothing belongs to, and its location; throws ``BranchError/branchInUse(_:)``
    /// or ``BranchError/mainBranchStays(_:)``.
    func deleteBranch(_ code: BranchCode) throws
    /// Shows a branch among the library locations (the book's `/locations`), or changes how: its
    /// location — the one it has, the existing one `listing` links (which then follows it), or a
    /// new one — takes the branch's address and the listing's fields, checked as a location's.
    /// Throws ``BranchError/locationShowsAnotherBranch(_:_:)`` for a location that shows another.
    func publishBranch(_ code: BranchCode, _ listing: BranchListing) throws -> BranchRecord
    /// Stops showing a branch among the library locations: its location is removed.
    func unpublishBranch(_ code: BranchCode) throws -> BranchRecord

    /// Sends a copy from its branch to another, by an account (`nil`: the command line).
    func sendCopy(_ inventoryNumber: InventoryNumber, to branch: BranchCode, by account: String?) throws -> TransferRecord
    /// Receives a copy at the branch it was sent to.
    func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode, by account: String?) throws -> TransferRecord
    /// Calls off a copy's journey: it stays at the branch it was sent from.
    func cancelTransfer(_ inventoryNumber: InventoryNumber, by account: String?) throws -> CalledOffTransfer
    /// Journeys of copies, newest first.
    func transfers(_ query: TransferQuery) throws -> Page<TransferRecord>
}
