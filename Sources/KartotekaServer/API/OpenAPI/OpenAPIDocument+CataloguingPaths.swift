/// `/api/v1/scan`, `/api/v1/lookup`, `/api/v1/labels`, `/api/v1/copies/{inventory}/qr.svg`: cataloguing by scan.
extension OpenAPIDocument {
    static let cataloguingTag = "Cataloguing"

    static var cataloguingPaths: [String: JSONValue] {
        let scan = Op(
            id: "scanCode", summary: "Read the codes in a picture, or a code typed in, and say what they lead to.",
            tag: cataloguingTag,
            upload: Op.upload(
                [
                    "image/png": ["schema": S.string(format: "binary")],
                    "image/jpeg": ["schema": S.string(format: "binary")],
                    "text/plain": ["schema": S.string(), "example": "978-5-17-001000-4"],
                    "application/json": ["schema": S.ref("ScanText")],
                ],
                "A photo or screenshot (PNG or JPEG; any other `Content-Type` is read as a picture too), or the text of a code "
                    + "as a scanner types it: an ISBN, an inventory number, a QR book card."),
            responses: ["200": Op.json(S.ref("ScanResult"), "The codes read and where the most telling one leads.")],
            errors: [400, 503],
            description: "A picture without a code is 400 `no_code_found`, bytes that are no picture 400 `not_an_image` or "
                + "`image_damaged`; text that is no known code is still a 200 answer of kind `unknown`. "
                + "503 `scanner_failed` when the scanner itself fails.")
        let lookup = Op(
            id: "lookUpISBN", summary: "Look an ISBN up in the catalogue and then in the book metadata providers.",
            tag: cataloguingTag,
            parameters: [[
                "name": "isbn", "in": "query", "required": true, "schema": S.string(minLength: 1), "example": "978-5-17-001000-4",
                "description": "ISBN-10 or ISBN-13, with or without hyphens.",
            ]],
            responses: ["200": Op.json(S.ref("LookupResult"), "The catalogued title's id, or what the providers know.")],
            errors: [400, 404, 503],
            description: "An ISBN already catalogued answers at once with `cataloguedTitleId`. Otherwise the providers "
                + "(Google Books, Open Library) are asked: 404 `metadata_not_found` when none knows it, 503 `metadata_…` "
                + "when they fail or none is configured (`metadata_no_providers`).")
        let labels = Op(
            id: "labelSheet", summary: "A printable sheet of labels for copies and reader tickets.", tag: cataloguingTag,
            parameters: [
                repeated("inventory", "Copies to label, by inventory number; repeat the parameter for more.", example: "1001"),
                repeated("ticket", "Readers whose ticket to label; repeat the parameter for more.", example: "Ч-0042"),
                Op.query("layout", S.string(values: ["", "3x8", "3x7", "2x7", "4x10"]),
                         "The label sheet: columns × rows on A4; `3x8` when left out or empty."),
                Op.query("start", S.orEmpty(S.integer(minimum: 0, maximum: 200)),
                         "How many positions of the first sheet are already used (0 when left out or empty)."),
                Op.query("outlines", S.string(values: flagValues), "`1`: draw each label's outline, for a test print on paper."),
            ],
            responses: ["200": Op.content(["text/html": ["schema": S.string()]], "The sheet as an HTML page, ready to print.")],
            errors: [400, 404, 422],
            description: "Copy labels come first, then reader tickets; 422 when neither is given.")
        let qr = Op(
            id: "copyQRCode", summary: "The QR code of a copy's label (the book card with the inventory number).",
            tag: cataloguingTag, parameters: [Op.parameter("InventoryNumber")],
            responses: ["200": Op.content(["image/svg+xml": ["schema": S.string()]], "The QR code as an SVG picture.")],
            errors: [400, 404])
        return [
            "/api/v1/scan": ["post": scan.json],
            "/api/v1/lookup": ["get": lookup.json],
            "/api/v1/labels": ["get": labels.json],
            "/api/v1/copies/{inventory}/qr.svg": ["get": qr.json],
        ]
    }

    /// A query parameter that may be given several times.
    private static func repeated(_ name: String, _ description: String, example: String) -> JSONValue {
        ["name": .string(name), "in": "query", "required": false, "style": "form", "explode": true,
         "schema": S.array(S.string(minLength: 1)), "example": [.string(example)], "description": .string(description)]
    }

    static var cataloguingSchemas: [String: JSONValue] {
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
                    + "a reader card opens the reader (`reader`); anything else is `unknown`.",
                required: ["kind", "russian", "english"],
                properties: [
                    "kind": S.string(values: ["bookCard", "isbn", "catalogued", "copy", "reader", "unknown"]),
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
                    "source": S.string("`Google Books`, `Open Library`."), "isbn": S.string("With hyphens."),
                    "title": S.string(), "subtitle": S.string(), "authors": S.array(S.ref("PersonName")),
                    "publisher": S.string(), "city": S.string(), "year": S.integer(), "pages": S.integer(),
                    "language": S.string("A three-letter code (`rus`) or empty."), "annotation": S.string(),
                    "price": S.object("The list price.", required: ["amount", "currencyCode"],
                                      properties: ["amount": ["type": "number"], "currencyCode": S.string("`RUB`.")]),
                    "coverURL": S.string("An https link to a cover picture."), "subjects": S.array(S.string()),
                ]),
            "PersonName": S.object(
                "An author's name.", required: ["surname", "initials", "givenNames"],
                properties: ["surname": S.string(), "initials": S.string("`М. Ю.`"), "givenNames": S.string()]),
        ]
    }

    private static let titleDraftFields = [
        "isbn", "authorSurname", "authorInitials", "authorGivenNames", "otherAuthors", "title", "subtitle", "publisher", "city",
        "year", "pages", "price", "bbk", "udc", "authorSign", "language", "annotation", "keywords",
    ]
}
