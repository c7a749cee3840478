import KartotekaCore

/// The schemas of a library's branches and of copies travelling between them.
extension SchemaCatalogue {
    static var branches: [String: JSONValue] {
        [
            "Branch": S.object(
                "A branch of the library: a building whose copies it holds and whose desks lend them.",
                required: ["code", "name", "address", "storagePlace", "main"],
                properties: [
                    "code": S.string("The short code: `ЦБ`, `Ф2`."), "name": S.string(), "address": S.string(),
                    "storagePlace": S.string("The IRBIS storage place (910^D) of its fund; empty when it is the code."),
                    "location": S.ref("Location"), "main": S.boolean("Whether it is the main branch (which stays)."),
                ]),
            "BranchInput": S.object(
                "A branch. How it shows among the library locations is set with `PUT /api/v1/branches/{code}/location`.",
                required: ["code", "name"],
                properties: [
                    "code": S.string(minLength: 1), "name": S.string(minLength: 1),
                    "address": S.string(nullable: true), "storagePlace": S.string(nullable: true),
                ],
                example: ["code": "Ф2", "name": "Сельский филиал", "address": "ул. Садовая, 2"]),
            "BranchListingInput": S.object(
                "How a branch shows among the library locations (the book's `/locations`): its location's street address is the "
                    + "branch's address; a field left out keeps what the branch's location, or the one linked, has.",
                required: [],
                properties: [
                    "address": S.string("A new address for the branch, and so for its location.", nullable: true),
                    "city": S.string(nullable: true), "country": S.string(nullable: true),
                    "emoji": S.string(nullable: true), "hours": S.string("Opening hours as people write them.", nullable: true),
                    "locationId": S.integer("A library location that exists, to show the branch (and follow it) instead of a new one.",
                                            format: "int64", minimum: 1, nullable: true),
                ],
                example: ["city": "Сосновка", "country": "Россия", "emoji": "🇷🇺", "hours": "10:00–18:00"]),
            "Transfer": S.object(
                "A copy's journey from one branch to another.",
                required: ["id", "inventoryNumber", "title", "from", "to", "reason", "sentAt"],
                properties: [
                    "id": S.id, "inventoryNumber": S.string(), "titleId": S.id, "title": S.string(),
                    "from": S.string("The code of the branch that sent it."), "to": S.string("The code of the branch it goes to."),
                    "reason": S.string("`return_to_home`: taken back at another branch; `manual`: sent by a librarian.",
                                       values: TransferReason.allCases.map(\.rawValue)),
                    "sentAt": S.string(format: "date-time"), "sentBy": S.string("The account that sent it."),
                    "receivedAt": S.string("Absent while it travels.", format: "date-time"), "receivedBy": S.string(),
                ]),
            "TransferPage": page(of: "Transfer"),
            "TransferInput": S.object(
                "Send a copy to a branch.", required: ["inventoryNumber", "to"],
                properties: ["inventoryNumber": S.string(minLength: 1), "to": S.string("The code of the branch.", minLength: 1)],
                example: ["inventoryNumber": "5001", "to": "Ф2"]),
        ]
    }
}
