import Foundation

extension KartotekaClient {
    /// A page of holds: a reader's (`ticket`), a title's queue in order (`title`), those to be
    /// collected at a branch; `state` is `active` (the default), `waiting` or `all`.
    public func holds(ticket: String? = nil, title: Int64? = nil, branch: String? = nil, state: String? = nil, offset: Int = 0,
                      limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<HoldResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if let ticket { query.append(URLQueryItem(name: "ticket", value: ticket)) }
        if let title { query.append(URLQueryItem(name: "title", value: String(title))) }
        if let branch { query.append(URLQueryItem(name: "branch", value: branch)) }
        if let state { query.append(URLQueryItem(name: "state", value: state)) }
        return try await send(Request(method: "GET", path: ["api", "v1", "holds"], query: query))
    }

    /// Reserves a title, or one copy, for a reader; a title without copies that can be lent, a
    /// second hold, a blocked reader are refused (409).
    public func placeHold(_ input: HoldInput) async throws(KartotekaClientError) -> HoldResource {
        try await send(request("POST", ["api", "v1", "holds"], body: input))
    }

    /// One hold.
    public func hold(_ id: Int64) async throws(KartotekaClientError) -> HoldResource {
        try await send(Request(method: "GET", path: ["api", "v1", "holds", String(id)]))
    }

    /// Cancels a hold in force; a copy set aside for it goes to the next reader. Returns the hold.
    public func cancelHold(_ id: Int64) async throws(KartotekaClientError) -> HoldResource {
        try await send(Request(method: "POST", path: ["api", "v1", "holds", String(id), "cancel"]))
    }
}
