import KartotekaValues

/// The answer of `GET /api/v1/titles`: one page of titles (most relevant first when searched),
/// with what the words turned out to be — a nearer spelling the catalogue suggests, or an
/// identifier and, when it names one title or copy, where to go.
public struct TitleSearchPage: Codable, Sendable, Hashable {
    public var items: [TitleResource] = []
    public var offset: Int = 0
    public var limit: Int = 0
    /// Whether more titles follow this page.
    public var hasMore: Bool = false
    /// "Did you mean …": when the words found nothing or little.
    public var suggestion: SpellingSuggestionResource?
    /// The identifier the words are (an ISBN, an inventory number…), when they found something as one.
    public var identifier: IdentifierMatchResource?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}

    /// The titles as a plain page.
    public var page: PageResource<TitleResource> {
        PageResource(items: items, offset: offset, limit: limit, hasMore: hasMore)
    }
}

/// A nearer spelling of the words searched, made of the catalogue's own words.
public struct SpellingSuggestionResource: Codable, Sendable, Hashable {
    /// The words suggested: `толстой` for `тостой`.
    public var text: String = ""
    /// Whether the titles given are the suggestion's (the words as typed found none).
    public var shown: Bool = false

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

/// What the text searched was as an identifier, and where it leads when it names one thing.
public struct IdentifierMatchResource: Codable, Sendable, Hashable {
    /// `isbn`, `inventoryNumber`, `barcode`, `classification` (BBK or UDC) or `authorSign`.
    public var kind: String = ""
    /// The text as typed.
    public var text: String = ""
    /// The copy it names (an inventory number or a barcode).
    public var inventoryNumber: String?
    /// The one title or copy it names, when it found nothing else: where to go straight away.
    public var destination: SearchDestinationResource?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

/// The one title, or the copy on it, that a search names.
public struct SearchDestinationResource: Codable, Sendable, Hashable {
    /// The title.
    public var titleId: Int64 = 0
    /// The copy, when it is a copy.
    public var inventoryNumber: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}
extension SpellingSuggestionResource: SchemaDescribed {
    public static let schema = Schema<SpellingSuggestionResource>.resource(
        "SpellingSuggestion", "A nearer spelling of the words, from the catalogue's own words, when they found nothing or little.",
        [
            .init("text", \.text, "The words suggested: `толстой` for `тостой`."),
            .init("shown", \.shown, "Whether the titles given are those of the suggestion (the words as typed found none)."),
        ])
}

extension IdentifierMatchResource: SchemaDescribed {
    public static let schema = Schema<IdentifierMatchResource>.resource(
        "IdentifierMatch", "What the text searched is as an identifier, when it found titles as one.",
        [
            .init("kind", \.kind, .string(values: IdentifierKind.codes)), .init("text", \.text, "The text as typed."),
            .init("inventoryNumber", \.inventoryNumber, "The copy it names, for an inventory number or a barcode."),
            .init("destination", \.destination),
        ])
}

extension SearchDestinationResource: SchemaDescribed {
    public static let schema = Schema<SearchDestinationResource>.resource(
        "SearchDestination", "The one title, or copy on it, that the text names when it finds nothing else: where to go straight away.",
        [.init("titleId", \.titleId, .id), .init("inventoryNumber", \.inventoryNumber, "The copy, when it is a copy.")])
}
