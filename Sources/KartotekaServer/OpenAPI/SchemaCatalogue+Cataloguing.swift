import KartotekaCore

/// The schemas of cataloguing by scan: scans, their resolutions and ISBN look-ups.
extension SchemaCatalogue {
    static var cataloguing: [String: JSONValue] {
        [
            "ScanText": S.object(
                "The text of a code, as a scanner or a person types it.", required: ["text"],
                properties: ["text": S.string("Not blank.")], example: ["text": "978-5-17-001000-4"]),
            "ScanResult": S.object(
                "What a scan read and where it leads.", required: ["codes", "resolution"],
                properties: ["codes": S.array(S.ref("ScannedCode"), "Every code read; typed text is one code."),
                             "resolution": S.ref("ScanResolution")]),
            "ScannedCode": S.object(
                "One code read.", required: ["symbology", "text"],
                properties: ["symbology": S.string("What kind of code; typed text counts as `Code 128` when it is an inventory "
                                                   + "number, else as `QR`.", values: ["EAN-13", "EAN-8", "Code 128", "QR"]),
                             "text": S.string()]),
            "ScanResolution": S.object(
                "Where a scan leads: a QR book card or a new ISBN opens the New Book form prefilled (`bookCard`, `isbn`); "
                    + "a catalogued ISBN offers adding a copy (`catalogued`); a copy label opens the copy (`copy`); "
                    + "a reader card opens the reader (`reader`); a number alone (a label's barcode, or typed) opens the copy "
                    + "or the reader that has it, and names both when both have it (`ambiguous`); anything else is `unknown`.",
                required: ["kind", "russian", "english"],
                properties: [
                    "kind": S.string(values: ["bookCard", "isbn", "catalogued", "copy", "reader", "ambiguous", "unknown"]),
                    "russian": S.string("What happened, in Russian."), "english": S.string("What happened, in English."),
                    "next": S.string("The page to open next, relative: `/books/new?isbn=…`, `/books/1#copy-1001`."),
                    "isbn": S.string("The ISBN read, with hyphens."), "titleId": S.id,
                    "inventoryNumber": S.string(), "ticketNumber": S.string(),
                    "draft": S.ref("TitleDraft"),
                    "source": S.string("Where the draft came from: `QR`, `Google Books`, `Open Library`."),
                ]),
            "TitleDraft": S.object(
                "The New Book form's fields, as text, prefilled for the librarian to check.",
                required: titleDraftFields, properties: Dictionary(uniqueKeysWithValues: titleDraftFields.map { ($0, S.string()) })),
            "LookupResult": S.object(
                "An ISBN looked up.", required: ["isbn", "candidates"],
                properties: [
                    "isbn": S.string("With hyphens."),
                    "cataloguedTitleId": S.integer("The title that has this ISBN, when it is catalogued (no providers are asked).",
                                                   format: "int64", minimum: 1),
                    "candidates": S.array(S.ref("MetadataCandidate"), "What each provider knows; `[]` when catalogued."),
                    "draft": S.ref("TitleDraft"),
                ]),
            "MetadataCandidate": S.object(
                "One provider's description of the edition.",
                required: ["source", "isbn", "title", "subtitle", "authors", "publisher", "city", "language", "annotation", "subjects"],
                properties: [
                    "source": S.string("`Google Books`, `Open Library`, or a library catalogue's name."), "isbn": S.string("With hyphens."),
                    "title": S.string(), "subtitle": S.string(), "authors": S.array(S.ref("PersonName")),
                    "publisher": S.string(), "city": S.string(), "year": S.integer(), "pages": S.integer(),
                    "language": S.string("A three-letter code (`rus`) or empty."), "annotation": S.string(),
                    "price": S.object("The list price.", required: ["amount", "currencyCode"],
                                      properties: ["amount": ["type": "number"], "currencyCode": S.string("`RUB`.")]),
                    "coverURL": S.string("An https link to a cover picture."), "subjects": S.array(S.string()),
                    "bbk": S.string("From a library catalogue."), "udc": S.string("From a library catalogue."),
                    "authorSign": S.string("From a library catalogue that gives it."),
                ]),
            "PersonName": S.object(
                "An author's name.", required: ["surname", "initials", "givenNames"],
                properties: ["surname": S.string(), "initials": S.string("`М. Ю.`"), "givenNames": S.string()]),
        ]
    }

    /// The draft's fields, as the field table of titles names them.
    private static var titleDraftFields: [String] {
        TitleDraft.namedFields.map(\.name)
    }
}
