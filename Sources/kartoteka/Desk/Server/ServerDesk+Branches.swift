import KartotekaClient
import KartotekaCore

extension ServerDesk: BranchDesk {
    func branches() throws -> [BranchResource] {
        try call { try await $0.branches() }
    }

    func branch(_ code: BranchCode) throws -> BranchResource {
        try call { try await $0.branch(code) }
    }

    func addBranch(_ branch: Branch) throws -> BranchResource {
        let input = BranchInput(branch)
        return try call { try await $0.addBranch(input) }
    }

    func updateBranch(_ code: BranchCode, with branch: Branch) throws -> BranchResource {
        let input = BranchInput(branch)
        return try call { try await $0.updateBranch(code, with: input) }
    }

    func deleteBranch(_ code: BranchCode) throws {
        try call { try await $0.deleteBranch(code) }
    }

    func publishBranch(_ code: BranchCode, _ listing: BranchListing) throws -> BranchResource {
        let input = BranchListingInput(listing)
        return try call { try await $0.publishBranch(code, input) }
    }

    func unpublishBranch(_ code: BranchCode) throws {
        try call { try await $0.unpublishBranch(code) }
    }

    func sendCopy(_ inventoryNumber: InventoryNumber, to branch: BranchCode) throws -> TransferResource {
        try call { try await $0.sendCopy(inventoryNumber, to: branch) }
    }

    /// Without a branch, the server receives it at the token account's branch, else where it is going.
    func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> TransferResource {
        try call { try await $0.receiveCopy(inventoryNumber, at: branch) }
    }

    func cancelTransfer(_ inventoryNumber: InventoryNumber) throws -> TransferResource {
        try call { try await $0.cancelTransfer(inventoryNumber) }
    }

    func transfers(_ query: TransferQuery) throws -> PageResource<TransferResource> {
        let (all, code, page) = (!query.openOnly, query.branch, query.page)
        return try call { try await $0.transfers(all: all, branch: code, offset: page.offset, limit: page.limit) }
    }
}
