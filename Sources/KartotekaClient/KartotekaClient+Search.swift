import Foundation

extension KartotekaClient {
    /// The desk's one search box: a page of titles and a page of readers matching the words.
    public func search(_ text: String, offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> SearchResults {
        var query = Self.pageItems(offset: offset, limit: limit)
        query.append(URLQueryItem(name: "q", value: text))
        return try await send(Request(method: "GET", path: ["api", "v1", "search"], query: query))
    }
}
