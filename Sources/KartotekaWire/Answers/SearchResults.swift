import KartotekaCore

/// The answer of `GET /api/v1/search`: a page of titles and a page of readers matching the words.
public struct SearchResults: Codable, Sendable, Hashable {
    /// Matching titles, with their availability counts.
    public var titles: PageResource<TitleResource>
    /// Matching readers, with the books they hold.
    public var readers: PageResource<ReaderResource>

    /// Creates the answer from its two pages.
    public init(titles: PageResource<TitleResource>, readers: PageResource<ReaderResource>) {
        self.titles = titles
        self.readers = readers
    }
}
