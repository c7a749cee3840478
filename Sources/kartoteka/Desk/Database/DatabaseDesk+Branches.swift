import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

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
        BranchResource(try run(PublishBranch(code, to: listing)))
    }

    func unpublishBranch(_ code: BranchCode) throws {
        _ = try run(UnpublishBranch(code))
    }

    /// Sent from the command line: no account.
    func sendCopy(_ inventoryNumber: InventoryNumber, to branch: BranchCode) throws -> TransferResource {
        TransferResource(try run(SendCopy(inventoryNumber, to: branch)))
    }

    /// The command line has no desk of its own: without a branch, the copy is received where it is going.
    func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> TransferResource {
        TransferResource(try run(ReceiveCopy(inventoryNumber, at: branch)))
    }

    func cancelTransfer(_ inventoryNumber: InventoryNumber) throws -> TransferResource {
        let called = try run(CancelTransfer(inventoryNumber))
        var answer = TransferResource(called.journey)
        answer.setAsideFor = called.setAsideFor.map { HoldResource($0, language: language) }
        return answer
    }

    func transfers(_ query: TransferQuery) throws -> PageResource<TransferResource> {
        PageResource(try store.transfers(query), TransferResource.init)
    }
}
