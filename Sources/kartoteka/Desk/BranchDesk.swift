import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The library's branches and the copies travelling between them, for the `branch` and
/// `transfer` commands.
protocol BranchDesk: Sendable {
    /// Every branch, the main one first.
    func branches() throws -> [BranchResource]
    /// A branch by its code.
    func branch(_ code: BranchCode) throws -> BranchResource
    /// Adds a branch.
    func addBranch(_ branch: Branch) throws -> BranchResource
    /// Replaces a branch's fields, its code too.
    func updateBranch(_ code: BranchCode, with branch: Branch) throws -> BranchResource
    /// Removes a branch nothing belongs to (never the main one).
    func deleteBranch(_ code: BranchCode) throws
    /// Shows a branch among the library locations, or changes how.
    func publishBranch(_ code: BranchCode, _ listing: BranchListing) throws -> BranchResource
    /// Stops showing a branch among the library locations.
    func unpublishBranch(_ code: BranchCode) throws
    /// Sends a copy from the branch where it is to another.
    func sendCopy(_ inventoryNumber: InventoryNumber, to branch: BranchCode) throws -> TransferResource
    /// Receives a copy that has arrived at a branch (`nil`: the desk's branch, else where it is going).
    func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> TransferResource
    /// Calls off a copy's journey: it stays at the branch it was sent from.
    func cancelTransfer(_ inventoryNumber: InventoryNumber) throws -> TransferResource
    /// A page of journeys, newest first.
    func transfers(_ query: TransferQuery) throws -> PageResource<TransferResource>
}
