/// `/api/v1/export`, `/api/v1/export/mail`, `/api/v1/import`: exchange with IRBIS.
extension OpenAPIDocument {
    static let exchangeTag = "Exchange with IRBIS"

    static var exchangePaths: [String: JSONValue] {
        let export = Op(
            id: "exportRecords", summary: "Export records as an IRBIS file (plain text or ISO 2709).", tag: exchangeTag,
            parameters: exportParameters,
            responses: ["200": Op.content(
                [
                    "text/plain": ["schema": S.string("The IRBIS plain-text exchange format, in the charset the `Content-Type` names.")],
                    "application/marc": ["schema": S.string("ISO 2709 records with IRBIS tags.", format: "binary")],
                ],
                "The file, as an attachment: `text/plain; charset=windows-1251` (or `utf-8`) for `format=text`, "
                    + "`application/marc` for `format=iso`. An empty selection is a file with no records.",
                headers: exportHeaders)],
            errors: [400, 404, 422], access: .permission("exchange"),
            description: "Which records: with `since`, those changed since that day; otherwise for readers the reader "
                + "with `ticket`, or those matching `q`, or all; for titles the title `id`, or the title of the copy "
                + "`inventory`, or those matching `q` and `availability`, or the whole catalogue.")
        let mail = Op(
            id: "mailExport", summary: "Send an export by e-mail, with the mail server set in the settings.", tag: exchangeTag,
            body: ("ExportMail", true), responses: ["200": Op.json(S.ref("ExportMailed"), "The message was sent.")],
            errors: [400, 404, 415, 422, 503], access: .permission("exchange"),
            description: "The body names the records and the file as `GET /api/v1/export` does, and the recipient. "
                + "400 `mail_not_configured` when no mail server is set; 503 `mail_…` when the mail server fails "
                + "(the same file can still be downloaded).")
        let importFile = Op(
            id: "importFile", summary: "Import an IRBIS or RUSMARC file sent as the request body.", tag: exchangeTag,
            parameters: importParameters,
            upload: Op.upload(
                [
                    "application/octet-stream": ["schema": S.string(format: "binary")],
                    "application/marc": ["schema": S.string(format: "binary")],
                    "text/plain": ["schema": S.string(), "example": .string(importExample)],
                ],
                "The file's bytes as they are (its `Content-Type` is not used: `source` says what it is)."),
            responses: ["200": Op.json(S.ref("ImportReport"), "What the import read and stored (or, in a dry run, would store).")],
            errors: [400], access: .permission("exchange"),
            description: "Records that cannot be read or stored are reported one by one in the answer's `problems` "
                + "instead of failing the whole import, so a file with no usable record is still a 200 answer; "
                + "an empty body is 400 `empty_upload`.")
        return [
            "/api/v1/export": ["get": export.json],
            "/api/v1/export/mail": ["post": mail.json],
            "/api/v1/import": ["post": importFile.json],
        ]
    }

    /// The query parameters that choose the records and the file, shared in spirit by the mail body.
    private static var exportParameters: [JSONValue] {
        [
            Op.query("what", S.string(values: ["titles", "readers"]),
                     "Catalogue records (titles with their copies) or reader records (with their open loans); "
                        + "`readers` when `ticket` is given, else `titles`."),
            Op.query("id", S.orEmpty(S.id), "Only this title."),
            Op.query("inventory", S.string(), "Only the title of this copy."),
            Op.query("ticket", S.string(), "Only this reader."),
            Op.query("since", S.dayInput("Only records changed since this day.", nullable: false),
                     "Only records changed since this day."),
            Op.parameter("Query"),
            Op.query("availability", S.string(values: availabilityValues),
                     "With `q`: only titles with a copy available, on loan or overdue; `all` when left out or empty."),
            Op.query("format", S.string(values: ["text", "iso"]), "`text` (the default) or `iso` (ISO 2709)."),
            Op.query("encoding", S.string(values: encodingValues),
                     "The file's encoding (any case; `cp1251` is `windows-1251`); the library's setting when left out or empty."),
        ]
    }

    private static var exportHeaders: [String: JSONValue] {
        [
            "Content-Disposition": Op.header(
                "`attachment; filename=\"kartoteka-ibis-2026-12-02.txt\"` (`…-rdr-…` for readers, `.iso` for ISO 2709).",
                S.string(pattern: "^attachment; filename=\"[^\"]+\"$")),
            "X-Kartoteka-Records": Op.header("How many records the file holds.", S.count),
        ]
    }

    private static var importParameters: [JSONValue] {
        [
            Op.query("source", S.string(values: ["irbis-text", "irbis-iso", "rusmarc-iso", "irbis", "text", "iso", "rusmarc"]),
                     "What the file is: `irbis-text` (the default), `irbis-iso` (ISO 2709 with IRBIS tags) or `rusmarc-iso` "
                        + "(RUSMARC catalogue records); `irbis`/`text`, `iso` and `rusmarc` are short for them."),
            Op.query("duplicates", S.string(values: ["skip", "update", "add-copy"]),
                     "What to do with a record the library already has: leave it (`skip`, the default), replace it "
                        + "(`update`) or add the imported copies it lacks (`add-copy`)."),
            Op.query("dryRun", S.string(values: flagValues),
                     "`1`, `true` or `yes`: read and check everything, store nothing."),
            Op.query("encoding", S.string(values: encodingValues),
                     "The file's encoding (any case); guessed from the bytes when left out or empty."),
        ]
    }

    /// What a yes-or-no query parameter may say; empty is no.
    static let flagValues = ["", "0", "1", "false", "true", "no", "yes"]

    /// The values of an `availability` filter.
    static let availabilityValues = ["", "all", "available", "on_loan", "overdue"]

    private static let encodingValues = ["", "windows-1251", "cp1251", "utf-8", "WINDOWS-1251", "CP1251", "UTF-8"]

    /// One small IRBIS text record, for trying the import out.
    private static let importExample = """
        #920: PAZK
        #700: ^AЛермонтов^BМ. Ю.
        #200: ^AГерой нашего времени
        #210: ^AМосква^CАСТ^D2018
        #910: ^A0^B5901^DАБ
        *****

        """

    static var exchangeSchemas: [String: JSONValue] {
        [
            "ExportMail": S.object(
                "What to send and to whom: the records and the file as the parameters of `GET /api/v1/export` name them "
                    + "(as text), and the recipient.",
                required: ["to"],
                properties: [
                    "what": S.string(values: ["titles", "readers"], nullable: true),
                    "id": S.string("A title's id, as text.", nullable: true),
                    "inventory": S.string(nullable: true), "ticket": S.string(nullable: true),
                    "since": S.dayInput("Only records changed since this day."),
                    "q": S.string(nullable: true),
                    "availability": S.string(values: availabilityValues, nullable: true),
                    "format": S.string(values: ["text", "iso"], nullable: true),
                    "encoding": S.string(values: encodingValues, nullable: true),
                    "to": S.string("The recipient's e-mail address."),
                ],
                example: ["what": "titles", "id": "1", "format": "iso", "to": "irbis@library.example.org"]),
            "ExportMailed": S.object(
                "The message that was sent.", required: ["sent", "to", "fileName", "recordCount"],
                properties: [
                    "sent": S.boolean("Always `true`: failures are errors."), "to": S.string("The recipient."),
                    "fileName": S.string("The attachment's name."), "recordCount": S.count,
                ]),
            "ImportReport": S.object(
                "What an import read and did.", required: ["dryRun", "recordsRead", "outcome", "summary", "problems"],
                properties: [
                    "dryRun": S.boolean("Whether nothing was stored."),
                    "recordsRead": S.count,
                    "outcome": S.ref("ImportOutcome"),
                    "summary": S.string("The counts in a sentence, in the language of `Accept-Language`."),
                    "problems": S.array(S.ref("ImportProblem"),
                                        "Everything worth a look, in the language of `Accept-Language`: what reading the file "
                                            + "found, then the records that were not stored."),
                ]),
            "ImportProblem": S.object(
                "One problem with the file or a record.", required: ["severity", "message"],
                properties: [
                    "record": S.integer("The record's number in the file, from 1; absent for the file as a whole.", minimum: 1),
                    "severity": S.string("`warning`: kept, perhaps changed; `error`: left out.", values: ["warning", "error"]),
                    "message": S.string(),
                ]),
            "ImportOutcome": S.object(
                "How many records of each kind were added, updated or skipped.",
                required: importCounts + ["problems"],
                properties: Dictionary(uniqueKeysWithValues: importCounts.map { ($0, S.count) }).merging([
                    "problems": S.array(S.object(
                        "A record that was not stored, or only partly.", required: ["recordNumber", "russian", "english"],
                        properties: ["recordNumber": S.integer(minimum: 1), "russian": S.string(), "english": S.string()])),
                ]) { $1 }),
        ]
    }

    private static let importCounts = [
        "titlesAdded", "titlesUpdated", "titlesSkipped", "copiesAdded", "copiesUpdated", "copiesSkipped",
        "readersAdded", "readersUpdated", "readersSkipped", "loansAdded", "loansSkipped",
    ]
}
