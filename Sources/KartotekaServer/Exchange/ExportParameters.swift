import KartotekaCore

/// The query parameters that choose an export's records and file, for the API's download and the
/// export page alike (the mail body names the same things).
enum ExportParameters {
    static let what = text("what", OpenAPISchema.string(values: ["titles", "readers"]),
                           "Catalogue records (titles with their copies) or reader records (with their open loans); "
                            + "`readers` when `ticket` is given, else `titles`.")
    static let id = text("id", OpenAPISchema.id, "Only this title.")
    static let inventory = text("inventory", OpenAPISchema.string(), "Only the title of this copy.")
    static let ticket = text("ticket", OpenAPISchema.string(), "Only this reader.")
    static let since = text("since", OpenAPISchema.dayInput("Only records changed since this day.", nullable: false),
                            "Only records changed since this day.")
    static let availability = text("availability", OpenAPISchema.string(values: Availability.allCases.map(\.rawValue)),
                                   "With `q`: only titles with a copy available, on loan or overdue; `all` when left out or empty.")
    static let branch = text("branch", OpenAPISchema.string(), "Only titles with a copy at this branch (by its code), with `q` or alone.")
    static let format = text("format", OpenAPISchema.string(values: ["text", "iso"]), "`text` (the default) or `iso` (ISO 2709).")
    static let encoding = text("encoding", OpenAPISchema.string(values: encodingValues),
                               "The file's encoding (any case; `cp1251` is `windows-1251`); the library's setting when left out or empty.")

    /// Every one of them, with the words `q`.
    static let all: [QueryParameter<String>] = [what, id, inventory, ticket, since, QueryParameters.words, availability, branch, format, encoding]

    /// Reads them from a request, checked as declared, for ``ExchangeActions``.
    static func reader(_ context: RequestContext) throws -> (String) -> String? {
        var values: [String: String] = [:]
        for parameter in all {
            values[parameter.declaration.name] = try context.query(parameter)
        }
        return { values[$0] }
    }

    /// The headers of an export file.
    static let headers: [String: JSONValue] = [
        "Content-Disposition": [
            "description": "`attachment; filename=\"kartoteka-ibis-2026-12-02.txt\"` (`…-rdr-…` for readers, `.iso` for ISO 2709).",
            "required": true, "schema": OpenAPISchema.string(pattern: "^attachment; filename=\"[^\"]+\"$"),
        ],
        "X-Kartoteka-Records": ["description": "How many records the file holds.", "required": true, "schema": OpenAPISchema.count],
    ]

    static let encodingValues = ["windows-1251", "cp1251", "utf-8", "WINDOWS-1251", "CP1251", "UTF-8"]

    /// One small IRBIS text record, for trying the import out.
    static let importExample = """
        #920: PAZK
        #700: ^AЛермонтов^BМ. Ю.
        #200: ^AГерой нашего времени
        #210: ^AМосква^CАСТ^D2018
        #910: ^A0^B5901^DАБ
        *****

        """

    private static func text(_ name: String, _ schema: JSONValue, _ description: String) -> QueryParameter<String> {
        QueryParameter(name, schema: schema, description: description) { $0 }
    }
}
