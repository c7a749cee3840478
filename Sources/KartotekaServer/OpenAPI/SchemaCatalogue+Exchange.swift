import KartotekaCore

/// The schemas of exchange with IRBIS: the mail body, its receipt and the import report.
extension SchemaCatalogue {
    static var exchange: [String: JSONValue] {
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
                    "availability": S.string(values: Availability.allCases.map(\.rawValue), nullable: true),
                    "format": S.string(values: ["text", "iso"], nullable: true),
                    "encoding": S.string(values: ExportParameters.encodingValues, nullable: true),
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
