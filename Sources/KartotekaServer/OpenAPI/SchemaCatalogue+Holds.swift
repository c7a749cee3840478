import KartotekaCore

/// The schemas of holds.
extension SchemaCatalogue {
    static var holds: [String: JSONValue] {
        [
            "Hold": S.object(
                "A reader's hold of a title (or of one copy), to be collected at a branch.",
                required: ["id", "titleId", "title", "ticketNumber", "pickupBranch", "state", "standing", "placedAt", "placedByReader"],
                properties: [
                    "id": S.id, "titleId": S.id, "title": S.string("`Лермонтов М. Ю. Герой нашего времени`."),
                    "ticketNumber": S.string(),
                    "readerName": S.string("The reader as `Surname I. O.`; left out for an account that may not browse readers."),
                    "wantedCopy": S.string("The inventory number of the one copy asked for, when the hold is of a copy."),
                    "copy": S.string("The inventory number of the copy set aside (on its way, waiting, or collected)."),
                    "pickupBranch": S.string("The code of the branch the reader collects the book at."),
                    "state": S.string("`queued`: waiting for a copy; `in_transit`: a copy is on its way to the pickup branch; "
                                      + "`waiting`: on the hold shelf until `pickupBy`; then `collected`, `expired` or `cancelled`.",
                                      values: HoldState.allCases.map(\.rawValue)),
                    "standing": S.string("Where it stands, in a sentence in the language asked for."),
                    "position": S.integer("The place in the title's queue (1: next), while queued.", minimum: 1),
                    "placedAt": S.string(format: "date-time"), "placedBy": S.string("The account that placed it."),
                    "placedByReader": S.boolean("Whether the reader placed it in the self-service catalogue."),
                    "pickupBy": S.string("The last day to collect the copy waiting on the shelf.", format: "date"),
                    "endedAt": S.string(format: "date-time"),
                ]),
            "HoldPage": page(of: "Hold"),
            "HoldInput": S.object(
                "A hold to place: a reader and a title (`titleId`) or one copy (`inventoryNumber`).", required: ["ticketNumber"],
                properties: [
                    "ticketNumber": S.string(minLength: 1), "titleId": S.integer(format: "int64", minimum: 1, nullable: true),
                    "inventoryNumber": S.string(nullable: true),
                    "pickupBranch": S.string("The code of the branch to collect the book at; the main branch when left out.", nullable: true),
                ],
                example: ["ticketNumber": "R-2001", "titleId": 1, "pickupBranch": "1"]),
        ]
    }
}
