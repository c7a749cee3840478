import Foundation

extension KartotekaClient {
    /// A copy by its inventory number, with its open loan when it is out.
    public func copy(_ inventoryNumber: InventoryNumber) async throws(KartotekaClientError) -> CopyResource {
        try await send(Routes.Copies.get, inventoryNumber)
    }

    /// Replaces a copy's fields (renumbers, moves, marks it lost…); returns the copy.
    public func updateCopy(_ inventoryNumber: InventoryNumber, with input: CopyInput) async throws(KartotekaClientError) -> CopyResource {
        try await send(Routes.Copies.update, inventoryNumber, body: .json(input))
    }

    /// Deletes a copy; refused (409) while it is on loan.
    public func deleteCopy(_ inventoryNumber: InventoryNumber) async throws(KartotekaClientError) {
        _ = try await send(Routes.Copies.delete, inventoryNumber)
    }

    /// Takes a copy back at the desk of a branch (`nil`: the token account's, else the one that
    /// lent it); returns the closed loan. Refused (409) when the copy is not out. Taken back away
    /// from its own branch, the copy sets off home (``transfers(all:branch:offset:limit:)``).
    public func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode? = nil) async throws(KartotekaClientError)
        -> LoanResource {
        try await send(Routes.Copies.returnCopy, inventoryNumber, query: [Routes.Copies.returnedAt.item(branch)])
    }

    /// Renews a copy's open loan, to a given day or by the loan period; returns the loan.
    public func renewCopy(_ inventoryNumber: InventoryNumber, dueOn: Day? = nil) async throws(KartotekaClientError) -> LoanResource {
        try await send(Routes.Copies.renew, inventoryNumber, body: .json(RenewInput(dueOn: dueOn?.isoText)))
    }
}
