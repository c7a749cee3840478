/// The book's service: `GET /locations?country=` and `GET /catalog?q=`, as its iOS client reads them.
extension OpenAPIDocument {
    static let bookServiceTag = "Book service"

    static var bookServicePaths: [String: JSONValue] {
        let locations = Op(
            id: "bookLocations", summary: "Library locations whose country starts with a text (any case).", tag: bookServiceTag,
            parameters: [Op.query("country", S.string(), "A prefix of the country; missing or empty lists all.")],
            responses: ["200": Op.json(S.array(S.ref("BookLocation")), "The locations; `[]` when none match.")], access: .open)
        let catalog = Op(
            id: "bookCatalog", summary: "Titles whose title starts with a text (any case), at most 50.", tag: bookServiceTag,
            parameters: [Op.query("q", S.string(), "A prefix of the title; missing or empty lists the first 50.")],
            responses: ["200": Op.json(S.array(S.ref("BookCatalogEntry")), "The titles; `[]` when none match.")], access: .open)
        return [
            "/locations": ["get": locations.json],
            "/catalog": ["get": catalog.json],
        ]
    }

    static var bookServiceSchemas: [String: JSONValue] {
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
