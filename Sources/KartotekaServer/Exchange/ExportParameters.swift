import KartotekaCore

/// The query parameters that choose an export's records and file, for the API's download and the
/// export page alike (the mail body and the page's mail form name the same things).
enum ExportParameters {
    static let what = QueryParameter<ExportSelection.Records>(
        "what", schema: OpenAPISchema.string(values: ExportSelection.Records.allCases.map(\.rawValue)),
        description: "Catalogue records (titles with their copies) or reader records (with their open loans); "
            + "`readers` when `ticket` is given, else `titles`.") { ExportSelection.Records(rawValue: $0) }
    static let id = QueryParameter<TitleID>("id", schema: OpenAPISchema.id, description: "Only this title.") { TitleID(parsing: $0) }
    static let inventory = QueryParameter<InventoryNumber>(
        "inventory", schema: OpenAPISchema.string(), description: "Only the title of this copy.") { try InventoryNumber(validating: $0) }
    static let ticket = QueryParameter<TicketNumber>(
        "ticket", schema: OpenAPISchema.string(), description: "Only this reader.") { try TicketNumber(validating: $0) }
    static let since = QueryParameters.day("since", "Only records changed since this day.")
    static let availability = QueryParameters.availability(
        "With `q`: only titles with a copy available, on loan or overdue; `all` when left out or empty.")
    static let branch = QueryParameters.branch("Only titles with a copy at this branch (by its code), with `q` or alone.")
    static let format = QueryParameter<IRBISFileFormat>(
        "format", schema: OpenAPISchema.string(values: IRBISFileFormat.allCases.map(\.rawValue)),
        description: "`text` (the default) or `iso` (ISO 2709).") { IRBISFileFormat(rawValue: $0) }
    static let encoding = encoding("The file's encoding (any case; `cp1251` is `windows-1251`); the library's setting when left out or empty.")

    /// Every one of them, with the words `q`.
    static let all: [any DeclaredQueryParameter] = [what, id, inventory, ticket, since, QueryParameters.words, availability, branch, format,
                                                    encoding]

    /// The same, as the fields of a form that names an export (the mail form under lists and cards).
    static let formFields: [any DeclaredFormField] = [
        FormField(sameAs: what), FormField(sameAs: id), FormField(sameAs: inventory), FormField(sameAs: ticket), FormField(sameAs: since),
        FormField(sameAs: QueryParameters.words), FormField(sameAs: availability), FormField(sameAs: branch), FormField(sameAs: format),
        FormField(sameAs: encoding),
    ]

    /// A file's encoding: `windows-1251` (or `cp1251`) or `utf-8`, in any case.
    static func encoding(_ description: String) -> QueryParameter<IRBISEncoding> {
        QueryParameter("encoding", schema: OpenAPISchema.string(values: encodingValues), description: description) { text in
            IRBISEncoding(rawValue: text.lowercased() == "cp1251" ? IRBISEncoding.windows1251.rawValue : text.lowercased())
        }
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
}
