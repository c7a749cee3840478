import KartotekaCore

/// The answer of `GET /api/v1/search`: a page of titles and a page of readers matching the words.
public struct SearchResults: Decodable, Sendable, Hashable {
    /// Matching titles, with their availability counts.
    public var titles: PageResource<TitleResource>
    /// Matching readers, with the books they hold.
    public var readers: PageResource<ReaderResource>
}
