import Foundation

extension KartotekaClient {
    /// A copy by its inventory number, with its open loan when it is out.
    public func copy(_ inventoryNumber: String) async throws(KartotekaClientError) -> CopyResource {
        try await send(Request(method: "GET", path: ["api", "v1", "copies", inventoryNumber]))
    }

    /// Replaces a copy's fields (renumbers, moves, marks it lost…); returns the copy.
    public func updateCopy(_ inventoryNumber: String, with input: CopyInput) async throws(KartotekaClientError) -> CopyResource {
        try await send(request("PUT", ["api", "v1", "copies", inventoryNumber], body: input))
    }

    /// Deletes a copy; refused (409) while it is on loan.
    public func deleteCopy(_ inventoryNumber: String) async throws(KartotekaClientError) {
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "copies", inventoryNumber]))
    }

    /// Takes a copy back at the desk of a branch (`nil`: the token account's, else the one that
    /// lent it); returns the closed loan. Refused (409) when the copy is not out. Taken back away
    /// from its own branch, the copy sets off home (``transfers(all:branch:offset:limit:)``).
    public func returnCopy(_ inventoryNumber: String, at branch: String? = nil) async throws(KartotekaClientError) -> LoanResource {
        let query = branch.map { [URLQueryItem(name: "branch", value: $0)] } ?? []
        return try await send(Request(method: "POST", path: ["api", "v1", "copies", inventoryNumber, "return"], query: query))
    }

    /// Renews a copy's open loan, to a given day (`YYYY-MM-DD`) or by the loan period; returns the loan.
    public func renewCopy(_ inventoryNumber: String, dueOn: String? = nil) async throws(KartotekaClientError) -> LoanResource {
        try await send(request("POST", ["api", "v1", "copies", inventoryNumber, "renew"], body: RenewInput(dueOn: dueOn)))
    }
}
