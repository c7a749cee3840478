/// The parameters several operations share.
extension OpenAPIDocument {
    static var sharedParameters: [String: JSONValue] {
        [
            "AcceptLanguage": [
                "name": "Accept-Language", "in": "header", "required": false, "schema": ["type": "string"],
                "description": "The language of error messages: `ru` (the default) or `en`, with q-values as usual.",
            ],
            "Offset": OpenAPIOperation.query(
                "offset", S.orEmpty(S.integer(minimum: 0, maximum: Int(Int32.max))),
                "How many items to skip; 0 when left out or empty."),
            "Limit": OpenAPIOperation.query(
                "limit", S.orEmpty(S.integer(minimum: 1, maximum: 500)),
                "How many items a page holds (1…500); 50 when left out or empty (20 for search)."),
            "Query": OpenAPIOperation.query(
                "q", S.string(), "Words to look for (prefixes of words match; ё and е are the same). Empty lists everything."),
            "TitleId": pathParameter("id", S.id, "The title's id.", example: 1),
            "LocationId": pathParameter("id", S.id, "The location's id.", example: 1),
            "InventoryNumber": pathParameter(
                "inventory", S.string(minLength: 1),
                "The copy's inventory number: letters, digits and `- . _`, at most 32 characters. "
                    + "(Inventory numbers with `/` cannot be addressed in a path.)",
                example: "1001"),
            "TicketNumber": pathParameter(
                "ticket", S.string(minLength: 1),
                "The reader's ticket number: letters, digits and `- . _`, at most 32 characters. "
                    + "(Ticket numbers with `/` cannot be addressed in a path.)",
                example: "R-2001"),
        ]
    }

    private static func pathParameter(_ name: String, _ schema: JSONValue, _ description: String, example: JSONValue) -> JSONValue {
        ["name": .string(name), "in": "path", "required": true, "schema": schema, "description": .string(description),
         "example": example]
    }
}
