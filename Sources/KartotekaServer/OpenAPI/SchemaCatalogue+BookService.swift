/// The schemas of the book's service, as its iOS client reads them.
extension SchemaCatalogue {
    static var bookService: [String: JSONValue] {
        [
            "BookLocation": S.object(
                "A location as the book's client reads it; the street address is sent under both spellings "
                    + "(one version of the client decodes `streetAddress`, another `street_address`).",
                required: ["streetAddress", "street_address", "city", "country", "emoji", "hours"],
                properties: ["streetAddress": S.string(), "street_address": S.string(), "city": S.string(),
                             "country": S.string(), "emoji": S.string(), "hours": S.string()]),
            "BookCatalogEntry": S.object(
                "A title as the book's `/catalog` returns it.", required: ["title", "authors", "isbn", "pageCount", "fiction"],
                properties: [
                    "title": S.string(), "authors": S.array(S.string(), "Authors as `М. Ю. Лермонтов`."),
                    "isbn": S.string("With hyphens; empty when unknown."),
                    "pageCount": S.integer("0 when unknown.", minimum: 0),
                    "fiction": S.boolean("BBK class 84, or keywords saying fiction."),
                ]),
        ]
    }
}
