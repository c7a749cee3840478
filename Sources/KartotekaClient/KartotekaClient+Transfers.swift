import Foundation

extension KartotekaClient {
    /// A page of copies on their way between branches, newest first: with `all`, journeys that
    /// ended too; with `branch`, only those from or to that branch.
    public func transfers(all: Bool = false, branch: String? = nil, offset: Int = 0,
                          limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<TransferResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if all { query.append(URLQueryItem(name: "all", value: "1")) }
        if let branch { query.append(URLQueryItem(name: "branch", value: branch)) }
        return try await send(Request(method: "GET", path: ["api", "v1", "transfers"], query: query))
    }

    /// Sends a copy from the branch where it is to another; returns the journey. A copy on loan,
    /// already there or already on its way is refused (409).
    public func sendCopy(_ inventoryNumber: String, to branch: String) async throws(KartotekaClientError) -> TransferResource {
        try await send(request("POST", ["api", "v1", "transfers"], body: TransferInput(inventoryNumber: inventoryNumber, to: branch)))
    }

    /// Receives a copy that has arrived at a branch (`nil`: the token account's branch, else where
    /// it is going); returns the journey, ended.
    public func receiveCopy(_ inventoryNumber: String, at branch: String? = nil) async throws(KartotekaClientError) -> TransferResource {
        let query = branch.map { [URLQueryItem(name: "branch", value: $0)] } ?? []
        return try await send(Request(method: "POST", path: ["api", "v1", "copies", inventoryNumber, "receive"], query: query))
    }
}
