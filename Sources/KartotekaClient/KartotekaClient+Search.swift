import Foundation

extension KartotekaClient {
    /// The desk's one search box: a page of titles and a page of readers matching the words.
    public func search(_ text: String, offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> SearchResults {
        try await send(Routes.Search.search, query: Self.page(offset: offset, limit: limit) + [QueryParameters.words.item(text)])
    }
}
