import KartotekaCore

/// The schemas of the reader-first desk, the loan rules, blocks and lost books.
extension SchemaCatalogue {
    static var circulation: [String: JSONValue] {
        [
            "DeskScan": S.object(
                "A scan at the desk.", required: ["code"],
                properties: [
                    "code": S.string("A reader ticket (or its QR card's text), an inventory number, a barcode, a copy's QR label.",
                                     minLength: 1),
                    "ticketNumber": S.string("The reader at the desk (whose ticket was scanned before); none yet when left out.",
                                             nullable: true),
                ],
                example: ["code": "1001", "ticketNumber": "R-2001"]),
            "DeskScanResult": S.object(
                "What the desk did with a scan, and the reader at the desk after it.", required: ["outcome", "message"],
                properties: [
                    "outcome": S.string("`reader`: the reader at the desk now; `lent`; `returned`; `renewed`; `refused` (the message "
                                        + "says why and what to do); `unknown` (neither a reader nor a copy).",
                                        values: ["reader", "lent", "returned", "renewed", "refused", "unknown"]),
                    "message": S.string("What happened, in the language asked for."),
                    "loan": S.ref("Loan"), "returnedFrom": S.ref("ReaderReference"), "reader": S.ref("ReaderCard"),
                    "setAsideFor": S.ref("Hold"),
                ]),
            "ReaderReference": S.object(
                "Another reader named in an answer: by ticket, and by name and class unless the account sees tickets only.",
                required: ["ticketNumber"],
                properties: ["ticketNumber": S.string(), "name": S.string(), "schoolClass": S.string(),
                             "via": S.string("Which of their numbers is shared: their own `phone` or their `parentPhone`.",
                                             values: ["phone", "parentPhone"])]),
            "LoanRule": S.object(
                "Loan terms: of a rule (a reader category, a kind of item, or both), or the library's own (neither).",
                required: ["periodDays", "maximumRenewals", "readingRoomOnly"],
                properties: [
                    "category": S.string("The reader category it covers; any when left out.", nullable: true),
                    "kind": S.string("The kind of item it covers; any when left out.", values: DocumentKind.allCases.map(\.rawValue),
                                     nullable: true),
                    "periodDays": S.integer("Days from lending to the due day.", minimum: 1, maximum: 365),
                    "maximumLoans": S.integer("How many loans under the rule a reader may hold at once; no limit when left out.",
                                              minimum: 0, maximum: 1000, nullable: true),
                    "maximumRenewals": S.integer(minimum: 0, maximum: 20),
                    "readingRoomOnly": S.boolean("Whether the items are read in the reading room only, never lent home."),
                    "until": S.string("The day of the year (`05-31`, or `31.05`) loans are made until instead of for `periodDays` — "
                                      + "the end of the school year, for textbooks; for the period when left out or empty.", nullable: true),
                ],
                example: ["category": "учащийся", "kind": "textbook", "periodDays": 365, "maximumLoans": 15, "maximumRenewals": 0,
                          "readingRoomOnly": false]),
            "LoanRules": S.object(
                "The library's own terms and the rules over them.", required: ["library", "rules"],
                properties: ["library": S.ref("LoanRule"), "rules": S.array(S.ref("LoanRule"), "By category, then kind.")]),
            "ReaderAccessInput": S.object(
                "How a reader may sign in to the self-service catalogue (`/my`); what is left out stays as it is.", required: [],
                properties: [
                    "password": S.string("A new password, at least \(ReaderCodeRules.minimumPasswordLength) characters; the one "
                                         + "set stays when left out or empty.", nullable: true),
                    "removePassword": S.boolean("`true`: remove the password (the reader is signed out everywhere).", nullable: true),
                    "codesEnabled": S.boolean("One-time codes by e-mail on or off (on needs the reader's e-mail).", nullable: true),
                    "unlock": S.boolean("`true`: lift a lock after wrong codes.", nullable: true),
                ],
                example: ["password": "tulips-2030", "codesEnabled": false]),
            "LibraryProfileInput": S.object(
                "The library's name and whether it offers the locations service; what is left out stays as it is.", required: [],
                properties: [
                    "name": S.string("The name printed on every form, letter and label; empty: none.",
                                     maxLength: LibrarySettings.libraryNameLimit, nullable: true),
                    "locationsShown": S.boolean("Whether «Адреса — по странам» is offered even without locations of the library's own.",
                                                nullable: true),
                ],
                example: ["name": "Библиотека МБОУ СОШ № 5"]),
            "LibraryProfile": S.object(
                "The library as its forms name it.", required: ["name", "locationsShown", "printedName", "showsLocations"],
                properties: [
                    "name": S.string("The name set in the settings; empty when none is."),
                    "locationsShown": S.boolean("Whether the locations service is offered even without locations of the library's own."),
                    "printedName": S.string("The name the forms print: the settings' name, else the main branch's."),
                    "showsLocations": S.boolean("Whether the home page and the menu offer the locations service now."),
                ]),
            "ReaderAccess": S.object(
                "How a reader may sign in to the self-service catalogue now (never the password or a code).",
                required: ["ticketNumber", "hasPassword", "codesEnabled", "historyShown"],
                properties: [
                    "ticketNumber": S.string(), "hasPassword": S.boolean(), "codesEnabled": S.boolean(),
                    "historyShown": S.boolean("Whether the reader lets their returned books be shown."),
                    "lockedUntil": S.string("Until when sign-in is locked after wrong codes; absent when it is not.",
                                            format: "date-time"),
                ]),
            "BlockInput": S.object(
                "A block set by hand.", required: ["reason"],
                properties: ["reason": S.string("Why; one line.", minLength: 1),
                             "until": S.dayInput("The last day it holds; until removed when left out.")],
                example: ["reason": "Испорчен учебник", "until": "2030-06-01"]),
            "Block": S.object(
                "Why a reader may not borrow now.", required: ["kind", "message", "remedy"],
                properties: [
                    "kind": S.string(values: ["too_many_overdue", "overdue_too_long", "loss_not_settled", "manual"]),
                    "message": S.string("Why, in the language asked for."), "remedy": S.string("What lifts it."),
                    "id": S.id, "reason": S.string(), "until": S.string(format: "date"), "setAt": S.string(format: "date-time"),
                    "setBy": S.string(), "inventoryNumber": S.string(), "lossId": S.id,
                ]),
            "BlockedReader": S.object(
                "A reader who may not borrow now.", required: ["reader", "blocks"],
                properties: ["reader": S.ref("Reader"), "blocks": S.array(S.ref("Block"))]),
            "BlockedReaderPage": page(of: "BlockedReader"),
            "Loss": S.object(
                "A book a reader lost: the loan ended without a return and the copy is lost.",
                required: ["id", "inventoryNumber", "title", "recordedAt"],
                properties: [
                    "id": S.id, "inventoryNumber": S.string(), "title": S.string(), "ticketNumber": S.string(), "loanId": S.id,
                    "recordedAt": S.string(format: "date-time"), "recordedBy": S.string(),
                    "settlement": S.object(
                        "How it was made good; absent while it is not (and the reader may not borrow).",
                        required: ["how", "note", "settledAt"],
                        properties: ["how": S.string(values: LossSettlementKind.allCases.map(\.rawValue)), "note": S.string(),
                                     "amount": S.price(), "settledAt": S.string(format: "date-time"), "settledBy": S.string()]),
                    "replacement": S.string("The inventory number of the copy accepted instead, catalogued when it was settled."),
                    "writeOff": S.string("The act of write-off (`2027/3`) that took the lost copy out of the fund."),
                ]),
            "LossPage": page(of: "Loss"),
            "LossSettlement": S.object(
                "How a lost book was made good.", required: ["how"],
                properties: [
                    "how": S.string(values: LossSettlementKind.allCases.map(\.rawValue)),
                    "note": S.string("What was given instead, the receipt, why; required for `by_hand`.", nullable: true),
                    "amount": S.string("The sum paid, for `paid`: `254.00`.", nullable: true),
                    "replacement": S.object(
                        "The copy the reader brought, catalogued in the same step; only for `replaced`. No `inventoryNumber` (or an "
                            + "empty one): no copy.", required: ["inventoryNumber"],
                        properties: [
                            "inventoryNumber": S.string(), "price": S.string("`300.00`; the title's when left out.", nullable: true),
                            "titleId": S.integer("Its title; the lost copy's when left out.", minimum: 1, nullable: true),
                            "receipt": S.string("A receipt of source `replacement`, `2027/5`; this year's open one (or a new one) "
                                                + "when left out.", nullable: true),
                        ]),
                ],
                example: ["how": "paid", "amount": "254.00", "note": "квитанция 12"]),
            "ReplacementLedger": replacementLedger,
            "ClassSet": S.object(
                "A textbook set handed to a class: each copy a loan to a pupil (or to the teacher who took the set).",
                required: ["id", "title", "schoolClass", "handedOn", "outstanding", "copies"],
                properties: [
                    "id": S.id, "titleId": S.id, "title": S.string(), "schoolClass": S.string(), "teacher": S.string(),
                    "handedOn": S.string(format: "date"), "handedBy": S.string(), "outstanding": S.count,
                    "copies": S.array(S.object(
                        required: ["inventoryNumber", "dueOn", "state"],
                        properties: ["inventoryNumber": S.string(), "ticketNumber": S.string(), "readerName": S.string(),
                                     "dueOn": S.string(format: "date"), "state": S.string(values: ["out", "returned", "lost"])])),
                ]),
            "ClassSetInput": S.object(
                "A textbook title for a class: a copy to each pupil, or `count` (one per pupil by default) to a teacher.",
                required: ["titleId", "schoolClass"],
                properties: [
                    "titleId": S.id, "schoolClass": S.string("`5А`."),
                    "teacher": S.string("The teacher's ticket; each pupil takes a copy when left out.", nullable: true),
                    "count": S.integer("How many copies the teacher takes.", minimum: 1, maximum: 200, nullable: true),
                ],
                example: ["titleId": 1, "schoolClass": "5А"]),
            "TextbookCard": textbookCard,
            "TextbookCardInput": S.object(
                "A textbook title's card.", required: ["cardNumber"],
                properties: ["cardNumber": S.integer(minimum: 1, maximum: 999_999), "subject": S.string(nullable: true),
                             "grades": S.string("`5` or `5-6`.", nullable: true), "federalList": S.boolean()],
                example: ["cardNumber": 12, "subject": "математика", "grades": "5-6", "federalList": true]),
            "TextbookCopies": S.object(
                "Copies coming under a card.", required: ["count"],
                properties: ["count": S.integer(minimum: 1, maximum: 1000), "receipt": S.string("`2027/5`.", nullable: true),
                             "price": S.string("`350.00`; the title's when left out.", nullable: true)]),
            "ClassSetReturn": S.object(
                "The copies of a set taken back.", required: ["copies"], properties: ["copies": S.array(S.string())]),
        ]
    }

    /// A textbook title's card in the textbook fund.
    private static var textbookCard: JSONValue {
        let tally = S.object(required: ["year", "copies", "sum"], properties: ["year": S.integer(), "copies": S.count, "sum": S.price()])
        return S.object(
            "A textbook title's card: its copies by year, now, and out with which class.",
            required: ["titleId", "cardNumber", "subject", "grades", "federalList", "author", "title", "received", "writtenOff", "inFund",
                       "handedOut", "holdings"],
            properties: [
                "titleId": S.id, "cardNumber": S.integer(minimum: 1), "subject": S.string(), "grades": S.string(), "federalList": S.boolean(),
                "author": S.string(), "title": S.string(), "year": S.integer(), "received": S.array(tally), "writtenOff": S.array(tally),
                "inFund": S.count, "handedOut": S.count,
                "holdings": S.array(S.object(required: ["schoolClass", "copies"], properties: ["schoolClass": S.string(), "copies": S.count])),
            ])
    }

    /// The ledger of books accepted instead of lost ones.
    private static var replacementLedger: JSONValue {
        let book = S.object(required: ["inventoryNumber", "description"],
                            properties: ["inventoryNumber": S.string(), "description": S.string(), "year": S.integer(), "price": S.price()])
        return S.object(
            "Books accepted from readers instead of lost ones in a period (Order 590, appendix 4).", required: ["from", "to", "lines"],
            properties: [
                "from": S.string(format: "date"), "to": S.string(format: "date"),
                "lines": S.array(S.object(
                    required: ["lossId", "date", "readerName", "lost", "note"],
                    properties: ["lossId": S.id, "date": S.string(format: "date"), "readerName": S.string(), "ticketNumber": S.string(),
                                 "lost": book, "accepted": book, "note": S.string()])),
            ])
    }

    static var school: [String: JSONValue] {
        let pupil = S.object(
            "A pupil named by a class list, or of its classes and not named.", required: ["ticketNumber", "name"],
            properties: [
                "line": S.integer("The line of the file.", minimum: 1), "ticketNumber": S.string(), "name": S.string(),
                "schoolClass": S.string(),
                "changes": S.array(S.object(required: ["field", "old", "new"],
                                            properties: ["field": S.string(), "old": S.string(), "new": S.string()]),
                                   "What changes in the reader's record."),
            ])
        let step = S.object(
            "A pupil's step in the promotion.", required: ["ticketNumber", "name", "from"],
            properties: ["ticketNumber": S.string(), "name": S.string(), "from": S.string(),
                         "to": S.string("Absent for a pupil leaving school."),
                         "holding": S.array(S.ref("Loan"), "What a pupil leaving school still holds.")])
        return [
            "ClassSize": S.object("A class and its pupils.", required: ["schoolClass", "pupils"],
                                  properties: ["schoolClass": S.string(), "pupils": S.count]),
            "ClassListReport": S.object(
                "What a class list did, or would do.",
                required: ["dryRun", "classes", "new", "changed", "unchanged", "missing", "problems"],
                properties: [
                    "dryRun": S.boolean(), "classes": S.array(S.string()), "new": S.array(pupil), "changed": S.array(pupil),
                    "unchanged": S.count, "missing": S.array(pupil, "Pupils of the list's classes it does not name (left as they are)."),
                    "problems": S.array(S.object(required: ["line", "message"], properties: ["line": S.count, "message": S.string()])),
                ]),
            "Promotion": S.object(
                "What the yearly promotion did, or would do.",
                required: ["dryRun", "day", "lastGrade", "promoted", "graduated"],
                properties: [
                    "dryRun": S.boolean(), "day": S.string(format: "date"), "lastGrade": S.integer(minimum: 1, maximum: 11),
                    "previousPromotionOn": S.string(format: "date"), "promoted": S.array(step), "graduated": S.array(step),
                ]),
        ]
    }
}
