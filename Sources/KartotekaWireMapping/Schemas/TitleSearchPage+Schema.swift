import KartotekaWire

// Its items are titles, whose fields the title's field table describes (see TitleResource+Schema.swift).

extension TitleSearchPage: SchemaDescribed {
    public static let schema = Schema<TitleSearchPage>.resource(
        "TitleSearchPage", "One page of titles, and what the words searched turned out to be.",
        [
            .init("items", \.items, .array(TitleResource.listItem.reference)), .init("offset", \.offset, .count),
            .init("limit", \.limit, .integer(minimum: 1)), .init("hasMore", \.hasMore, "Whether more items follow this page."),
            .init("suggestion", \.suggestion), .init("identifier", \.identifier),
        ])
}
