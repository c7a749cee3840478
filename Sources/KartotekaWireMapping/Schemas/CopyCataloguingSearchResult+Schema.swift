import KartotekaWire

// A candidate is the New Book form prefilled: a draft whose fields the title's field table names.

extension CopyCataloguingSearchResult: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingSearchResult>.resource(
        "CopycatSearchResult", "What a search of several catalogues found.",
        [
            .init("kind", \.kind, .string(values: CopyCataloguingSearchKind.codes)), .init("text", \.text),
            .init("editions", \.editions, "One per edition, in the order their first candidate came."),
            .init("targets", \.targets, "What each target did, in the targets' order."),
        ])
}

extension CopyCataloguingSearchResult.Edition: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingSearchResult.Edition>.resource(
        "CopycatEdition", "The candidates of several targets for one edition.",
        [
            .init("isbn", \.isbn, "With hyphens."),
            .init("cataloguedTitleId", \.cataloguedTitleId, .integer("This library's title with that ISBN.", format: "int64", minimum: 1)),
            .init("candidates", \.candidates),
        ])
}

extension CopyCataloguingCandidateResource: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingCandidateResource>.resource(
        "CopycatCandidate", "One target's record, as the New Book form's fields (the author sign computed when the record has none).",
        [
            .init("target", \.target), .init("recordId", \.recordId, "Its control number there; empty when it has none."),
            .init("format", \.format, .string(values: MARCFormat.codes)), .init("draft", \.draft),
        ])
}
