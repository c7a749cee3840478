import Foundation

extension KartotekaClient {
    /// A page of notices to readers, newest first; `state` and `ticket` narrow it.
    public func notices(state: String? = nil, ticket: String? = nil, offset: Int = 0,
                        limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<NoticeResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if let state { query.append(URLQueryItem(name: "state", value: state)) }
        if let ticket { query.append(URLQueryItem(name: "ticket", value: ticket)) }
        return try await send(Request(method: "GET", path: ["api", "v1", "notices"], query: query))
    }

    /// Records the loan reminders due on `at` (`YYYY-MM-DD`; today by default) and sends what waits;
    /// with `dryRun`, only says what it would record.
    public func sendNotices(dryRun: Bool = false, at day: String? = nil) async throws(KartotekaClientError) -> NoticeRunResource {
        var query: [URLQueryItem] = []
        if dryRun { query.append(URLQueryItem(name: "dryRun", value: "1")) }
        if let day { query.append(URLQueryItem(name: "at", value: day)) }
        return try await send(Request(method: "POST", path: ["api", "v1", "notices", "send"], query: query))
    }

    /// Sends a failed or interrupted notice again, with the next run.
    public func retryNotice(_ id: Int64) async throws(KartotekaClientError) -> NoticeResource {
        try await send(Request(method: "POST", path: ["api", "v1", "notices", String(id), "retry"]))
    }
}
