import KartotekaWire

// Titles and readers, whose fields their field tables describe.

extension SearchResults: SchemaDescribed {
    public static let schema = Schema<SearchResults>.resource(
        "SearchResults", "Titles and readers matching the words, one page of each.",
        [
            .init("titles", \.titles, .ref(TitleResource.page)), .init("readers", \.readers, .ref(ReaderResource.page)),
            .init("suggestion", \.suggestion), .init("identifier", \.identifier),
        ])
}
