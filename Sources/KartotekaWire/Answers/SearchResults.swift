import KartotekaValues

/// The answer of `GET /api/v1/search`: a page of titles and a page of readers matching the words.
public struct SearchResults: Codable, Sendable, Hashable {
    /// Matching titles, with their availability counts.
    public var titles: PageResource<TitleResource>
    /// Matching readers, with the books they hold.
    public var readers: PageResource<ReaderResource>
    /// "Did you mean …" for the titles, when the words found nothing or little.
    public var suggestion: SpellingSuggestionResource?
    /// The identifier the words are (an ISBN, an inventory number…), when they found titles as one.
    public var identifier: IdentifierMatchResource?

    /// Creates the answer from its two pages and what the titles' search made of the words.
    public init(titles: PageResource<TitleResource>, readers: PageResource<ReaderResource>,
                suggestion: SpellingSuggestionResource? = nil, identifier: IdentifierMatchResource? = nil) {
        self.titles = titles
        self.readers = readers
        self.suggestion = suggestion
        self.identifier = identifier
    }
}
