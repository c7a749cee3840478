import KartotekaValues

extension TitleSearchPage {
    /// The titles as a plain page.
    public var page: PageResource<TitleResource> {
        PageResource(items: items, offset: offset, limit: limit, hasMore: hasMore)
    }
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
