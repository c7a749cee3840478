import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaUseCases

extension DatabaseDesk: BranchDesk {
    func branches() throws -> [BranchResource] {
        try store.branches().map(BranchResource.init)
    }

    func branch(_ code: BranchCode) throws -> BranchResource {
        BranchResource(try store.branch(code))
    }

    func addBranch(_ branch: Branch) throws -> BranchResource {
        BranchResource(try run(AddBranch(branch)))
    }

    func updateBranch(_ code: BranchCode, with branch: Branch) throws -> BranchResource {
        BranchResource(try run(ChangeBranch(code, to: branch)))
    }

    func deleteBranch(_ code: BranchCode) throws {
        try run(DeleteBranch(code))
    }

    func publishBranch(_ code: BranchCode, _ listing: BranchListing) throws -> BranchResource {
        BranchResource(try run(PublishBranch(code, listing)))
    }

    func unpublishBranch(_ code: BranchCode) throws {
        _ = try run(UnpublishBranch(code))
    }

    /// Sent from the command line: no account.
    func sendCopy(_ inventoryNumber: InventoryNumber, to branch: BranchCode) throws -> TransferResource {
        TransferResource(try store.sendCopy(inventoryNumber, to: branch, by: nil))
    }

    /// The command line has no desk of its own: without a branch, the copy is received where it is going.
    func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> TransferResource {
        let store = try store
        guard let at = try branch ?? store.copy(inventoryNumber).record.placement?.travellingTo else {
            throw BranchError.copyNotTravelling(inventoryNumber)
        }
        return TransferResource(try store.receiveCopy(inventoryNumber, at: at, by: nil))
    }

    func transfers(_ query: TransferQuery) throws -> PageResource<TransferResource> {
        PageResource(try store.transfers(query), TransferResource.init)
    }
}
