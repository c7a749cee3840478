import KartotekaValues

extension ISBNLookupResult.Candidate: SchemaDescribed {
    public static let schema = Schema<ISBNLookupResult.Candidate>.resource(
        "MetadataCandidate", "One provider's description of the edition.",
        [
            .init("source", \.source, "`Google Books`, `Open Library`, or a library catalogue's name."), .init("isbn", \.isbn, "With hyphens."),
            .init("title", \.title), .init("subtitle", \.subtitle), .init("authors", \.authors),
            .init("publisher", \.publisher), .init("city", \.city), .init("year", \.year), .init("pages", \.pages),
            .init("language", \.language, "A three-letter code (`rus`) or empty."), .init("annotation", \.annotation),
            .init("price", \.price), .init("coverURL", \.coverURL, "An https link to a cover picture."), .init("subjects", \.subjects),
            .init("bbk", \.bbk, "From a library catalogue."), .init("udc", \.udc, "From a library catalogue."),
            .init("authorSign", \.authorSign, "From a library catalogue that gives it."),
        ])
}

extension ISBNLookupResult.Candidate.Price: SchemaDescribed {
    public static let schema = Schema<ISBNLookupResult.Candidate.Price>.resource(
        nil, "The list price.", [.init("amount", \.amount), .init("currencyCode", \.currencyCode, "`RUB`.")])
}

extension PersonName: SchemaDescribed {
    public static let schema = Schema<PersonName>.resource(
        "PersonName", "An author's name.",
        [.init("surname", \.surname), .init("initials", \.initials, "`М. Ю.`"), .init("givenNames", \.givenNames)])
}
