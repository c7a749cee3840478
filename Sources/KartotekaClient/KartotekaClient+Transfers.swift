import Foundation

extension KartotekaClient {
    /// A page of copies on their way between branches, newest first: with `all`, journeys that
    /// ended too; with `branch`, only those from or to that branch.
    public func transfers(all: Bool = false, branch: BranchCode? = nil, offset: Int = 0,
                          limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<TransferResource> {
        try await send(Routes.Transfers.list, query: Self.page(offset: offset, limit: limit) + [
            Routes.Transfers.all.item(all ? true : nil), Routes.Transfers.branch.item(branch),
        ])
    }

    /// Sends a copy from the branch where it is to another; returns the journey. A copy on loan,
    /// already there or already on its way is refused (409).
    public func sendCopy(_ inventoryNumber: InventoryNumber, to branch: BranchCode) async throws(KartotekaClientError) -> TransferResource {
        try await send(Routes.Transfers.send, body: .json(TransferInput(inventoryNumber: inventoryNumber.rawValue, to: branch.rawValue)))
    }

    /// Receives a copy that has arrived at a branch (`nil`: the token account's branch, else where
    /// it is going); returns the journey, ended.
    public func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode? = nil) async throws(KartotekaClientError)
        -> TransferResource {
        try await send(Routes.Transfers.receive, inventoryNumber, query: [Routes.Transfers.receiveAt.item(branch)])
    }

    /// Calls off a copy's journey: it stays at the branch it was sent from. Returns the journey, ended.
    public func cancelTransfer(_ inventoryNumber: InventoryNumber) async throws(KartotekaClientError) -> TransferResource {
        try await send(Routes.Transfers.cancel, inventoryNumber)
    }
}
