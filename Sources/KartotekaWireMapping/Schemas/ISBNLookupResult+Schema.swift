import KartotekaWire

// A look-up prefills the New Book form: a draft whose fields the title's field table names.

extension ISBNLookupResult: SchemaDescribed {
    public static let schema = Schema<ISBNLookupResult>.resource(
        "LookupResult", "An ISBN looked up.",
        [
            .init("isbn", \.isbn, "With hyphens."),
            .init("cataloguedTitleId", \.cataloguedTitleId, .integer("The title that has this ISBN, when it is catalogued (no providers "
                                                                     + "are asked).", format: "int64", minimum: 1)),
            .init("candidates", \.candidates, "What each provider knows; `[]` when catalogued."), .init("draft", \.draft),
        ])
}
