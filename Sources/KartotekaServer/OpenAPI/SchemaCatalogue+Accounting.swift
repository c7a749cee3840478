import KartotekaCore

/// The schemas of the fund's accounts: receipts, acts of write-off, the book of summary
/// accounting, the inventory book and stock checks.
extension SchemaCatalogue {
    static var accounts: [String: JSONValue] {
        [
            "FundTally": S.object(
                "Copies and their sum (roubles, two decimals), on the balance and off it.",
                required: ["copies", "sum", "onBalanceCopies", "onBalanceSum", "offBalanceCopies", "offBalanceSum"],
                properties: [
                    "copies": S.count, "sum": S.price(), "onBalanceCopies": S.count, "onBalanceSum": S.price(),
                    "offBalanceCopies": S.count, "offBalanceSum": S.price(), "titles": S.integer("Titles among them, where counted.", minimum: 0),
                ]),
            "Receipt": S.object(
                "A receipt: a batch of documents entering the fund with one accompanying document — a line of the book of summary "
                    + "accounting (КСУ), numbered from 1 each year.",
                required: ["number", "year", "receivedOn", "source", "supplier", "documentKind", "documentNumber", "note", "open", "tally",
                           "createdAt"],
                properties: [
                    "number": S.string("`2027/5`."), "year": S.integer(minimum: 1000, maximum: 9999), "receivedOn": S.string(format: "date"),
                    "source": S.string(values: ReceiptSource.allCases.map(\.rawValue)), "supplier": S.string(),
                    "documentKind": S.string(values: AccompanyingDocumentKind.allCases.map(\.rawValue)), "documentNumber": S.string(),
                    "documentDate": S.string(format: "date"), "note": S.string(), "open": S.boolean("Whether copies may still join it."),
                    "tally": S.ref("FundTally"), "createdAt": S.string(format: "date-time"),
                ]),
            "ReceiptPage": page(of: "Receipt"),
            "WriteOffMember": S.object("A member of the commission.", required: ["name", "role"],
                                       properties: ["name": S.string(minLength: 1), "role": S.string()]),
            "WriteOffItem": S.object(
                "A copy an act writes off, as it was on the act's day.",
                required: ["inventoryNumber", "description", "price", "coefficient", "sum", "onBalance", "documentType", "section"],
                properties: [
                    "inventoryNumber": S.string(), "titleId": S.id, "description": S.string(), "year": S.integer(),
                    "price": S.price(), "coefficient": S.string("The revaluation coefficient: `1.25`."),
                    "sum": S.price(), "onBalance": S.boolean(), "documentType": S.string(values: DocumentType.allCases.map(\.rawValue)),
                    "section": S.string("The BBK section of the book of summary accounting.", values: BBKSection.allCases.map(\.rawValue)),
                ]),
            "WriteOff": S.object(
                "An act of write-off: its header («УТВЕРЖДАЮ», the commission) and the copies that left the fund by it.",
                required: ["number", "date", "reason", "approvedBy", "commission", "note", "copies", "tally", "revaluedSum", "createdAt"],
                properties: [
                    "number": S.string("`2027/3`."), "date": S.string(format: "date"),
                    "reason": S.string(values: WriteOffReason.allCases.map(\.rawValue)), "approvedBy": S.string(),
                    "commission": S.array(S.ref("WriteOffMember"), "The commission, its chair first."), "note": S.string(),
                    "copies": S.array(S.ref("WriteOffItem")), "tally": S.ref("FundTally"),
                    "revaluedSum": S.price(), "createdBy": S.string(), "createdAt": S.string(format: "date-time"),
                ]),
            "WriteOffPage": page(of: "WriteOff"),
            "SummaryBookReceipt": S.object(
                "A line of part 1: a batch; without a number, the copies that came without one (or the totals).",
                required: ["supplier", "tally", "byType", "bySection"],
                properties: [
                    "number": S.string(), "date": S.string(format: "date"), "source": S.string(values: ReceiptSource.allCases.map(\.rawValue)),
                    "documentKind": S.string(values: AccompanyingDocumentKind.allCases.map(\.rawValue)), "documentNumber": S.string(),
                    "documentDate": S.string(format: "date"), "supplier": S.string(), "tally": S.ref("FundTally"),
                    "byType": counts("Copies by kind of document."), "bySection": counts("Copies by BBK section."),
                ]),
            "SummaryBookWriteOff": S.object(
                "A line of part 2: an act (without a number, the totals).",
                required: ["tally", "revaluedSum", "byType", "bySection"],
                properties: [
                    "number": S.string(), "date": S.string(format: "date"), "reason": S.string(values: WriteOffReason.allCases.map(\.rawValue)),
                    "tally": S.ref("FundTally"), "revaluedSum": S.price(), "byType": counts("Copies by kind of document."),
                    "bySection": counts("Copies by BBK section."),
                ]),
            "SummaryBookMovement": S.object(
                "A line of part 3: a year (or the part of one in the period), or the whole period.",
                required: ["from", "to", "start", "received", "writtenOff", "end"],
                properties: [
                    "from": S.string(format: "date"), "to": S.string(format: "date"), "start": S.ref("FundTally"),
                    "received": S.ref("FundTally"), "writtenOff": S.ref("FundTally"), "end": S.ref("FundTally"),
                ]),
            "SummaryBook": S.object(
                "The book of summary accounting (КСУ) of a period: part 1 receipts by batch, part 2 write-offs by act, part 3 the "
                    + "fund's movement. Start + received − written off = end, to the copy.",
                required: ["from", "to", "receipts", "receiptTotals", "writeOffs", "writeOffTotals", "byReason", "movement",
                           "copiesWithoutReceipt", "writtenOffWithoutAct", "reconciles"],
                properties: [
                    "from": S.string(format: "date"), "to": S.string(format: "date"),
                    "receipts": S.array(S.ref("SummaryBookReceipt")), "receiptTotals": S.ref("SummaryBookReceipt"),
                    "writeOffs": S.array(S.ref("SummaryBookWriteOff")), "writeOffTotals": S.ref("SummaryBookWriteOff"),
                    "byReason": S.array(S.object(required: ["reason", "tally"], properties: [
                        "reason": S.string(values: WriteOffReason.allCases.map(\.rawValue)), "tally": S.ref("FundTally"),
                    ])),
                    "movement": S.array(S.ref("SummaryBookMovement")),
                    "copiesWithoutReceipt": S.integer("Copies that entered the fund in the period without a batch (catalogued before "
                                                      + "receipts were kept, or imported without a КСУ number), counted from their own "
                                                      + "receipt day.", minimum: 0),
                    "writtenOffWithoutAct": S.integer("Copies marked written off without an act here, which the book leaves out.", minimum: 0),
                    "reconciles": S.boolean("Whether start + received − written off equals the fund counted copy by copy."),
                ]),
            "InventoryBookEntry": S.object(
                "A line of the inventory book.",
                required: ["inventoryNumber", "titleId", "receivedOn", "description", "onBalance", "status"],
                properties: [
                    "inventoryNumber": S.string(), "titleId": S.id, "receivedOn": S.string(format: "date"), "receipt": S.string(),
                    "description": S.string(), "year": S.integer(), "price": S.price(), "onBalance": S.boolean(),
                    "status": S.string(values: copyStatuses), "checkedOn": S.string(format: "date"), "writeOffAct": S.string(),
                    "writeOffDate": S.string(format: "date"),
                ]),
            "InventoryBookPage": page(of: "InventoryBookEntry"),
            "Stocktake": S.object(
                "A stock check: what it covers and how far it got.",
                required: ["id", "startedOn", "expected", "counted", "onPaper", "missing", "elsewhere", "unknown"],
                properties: [
                    "id": S.id, "branch": S.string(), "storagePlace": S.string(), "inventoryFrom": S.string(), "inventoryTo": S.string(),
                    "startedOn": S.string(format: "date"), "startedBy": S.string(), "finishedOn": S.string(format: "date"),
                    "finishedBy": S.string(), "expected": S.count, "counted": S.count,
                    "onPaper": S.integer("Expected copies not scanned but on loan, at the bindery or away at another branch.", minimum: 0),
                    "missing": S.count, "elsewhere": S.count, "unknown": S.count,
                ]),
            "StocktakePage": page(of: "Stocktake"),
            "StocktakeScan": S.object(
                "What one scanned number meant.", required: ["text", "description", "outcome", "message"],
                properties: [
                    "text": S.string(), "inventoryNumber": S.string(), "titleId": S.id, "description": S.string(),
                    "outcome": S.string(values: ["counted", "already_counted", "elsewhere", "unknown"]),
                    "mismatch": S.string(values: mismatches), "message": S.string("What the desk is told."),
                    "closedLoan": S.boolean("True when the copy was recorded as lent and the scan closed that loan as returned."),
                    "closedLoanOf": S.string("The ticket of the reader that closed loan was recorded to."),
                ]),
            "StocktakeCopy": S.object(
                "A copy a stock check's results list.", required: ["inventoryNumber", "description", "status", "away"],
                properties: [
                    "inventoryNumber": S.string(), "titleId": S.id, "description": S.string(), "price": S.price(),
                    "status": S.string(values: copyStatuses), "away": S.boolean(), "mismatch": S.string(values: mismatches),
                    "mismatchMessage": S.string(),
                ]),
            "StocktakeReport": S.object(
                "A stock check's results.", required: ["stocktake", "missing", "missingSum", "onPaper", "elsewhere", "unknown"],
                properties: [
                    "stocktake": S.ref("Stocktake"), "missing": S.array(S.ref("StocktakeCopy")), "missingSum": S.price(),
                    "onPaper": S.array(S.ref("StocktakeCopy")), "elsewhere": S.array(S.ref("StocktakeCopy")),
                    "unknown": S.array(S.string()),
                ]),
        ]
    }

    static var accountInputs: [String: JSONValue] {
        [
            "ReceiptInput": S.object(
                "A receipt. `number` is fixed once given (the year's next when left out); `open` is an update's.",
                required: ["receivedOn", "source"],
                properties: [
                    "number": S.string("`5` or `2027/5`.", nullable: true), "receivedOn": S.dayInput("Not after today.", nullable: false),
                    "source": S.string(values: ReceiptSource.allCases.map(\.rawValue)), "supplier": S.string(nullable: true),
                    "documentKind": S.string("The library's acceptance act when left out.", values: [""] + AccompanyingDocumentKind.allCases.map(\.rawValue),
                                             nullable: true),
                    "documentNumber": S.string(nullable: true), "documentDate": S.dayInput("The document's date."),
                    "note": S.string(nullable: true), "open": S.boolean("Whether copies may still join it."),
                ],
                example: ["receivedOn": "2027-02-01", "source": "purchase", "supplier": "Библио-Глобус", "documentKind": "waybill",
                          "documentNumber": "17", "documentDate": "2027-01-30"]),
            "WriteOffInput": S.object(
                "An act of write-off: its day, reason, approver, commission (the chair first) and copies.",
                required: ["date", "reason", "commission", "copies"],
                properties: [
                    "number": S.string("`3` or `2027/3`; the year's next when left out.", nullable: true),
                    "date": S.dayInput("Not after today.", nullable: false), "reason": S.string(values: WriteOffReason.allCases.map(\.rawValue)),
                    "approvedBy": S.string("Who approves it («УТВЕРЖДАЮ»): post and name.", nullable: true),
                    "commission": S.array(S.ref("WriteOffMember")), "note": S.string(nullable: true),
                    "coefficient": S.string("The coefficient of copies without their own: `1.25`; 1 when left out.", nullable: true),
                    "copies": S.array(S.object(required: ["inventoryNumber"], properties: [
                        "inventoryNumber": S.string(minLength: 1), "coefficient": S.string(nullable: true),
                    ])),
                ],
                example: ["date": "2027-03-01", "reason": "worn", "approvedBy": "Директор Зайцев З. З.",
                          "commission": [["name": "Орлова О. О.", "role": "председатель"]], "copies": [["inventoryNumber": "1001"]]]),
            "StocktakeInput": S.object(
                "What a stock check covers; nothing is the whole fund.", required: [],
                properties: [
                    "branch": S.string("A branch's code: its fund.", nullable: true), "storagePlace": S.string(nullable: true),
                    "inventoryFrom": S.string(nullable: true), "inventoryTo": S.string(nullable: true),
                ]),
            "StocktakeScanInput": S.object(
                "Inventory numbers (or barcodes) scanned.", required: ["inventoryNumbers"],
                properties: ["inventoryNumbers": S.array(S.string())], example: ["inventoryNumbers": ["1001", "1002"]]),
        ]
    }

    /// Counts keyed by the codes of what they count.
    private static func counts(_ description: String) -> JSONValue {
        ["type": "object", "description": .string(description), "additionalProperties": S.integer(minimum: 0)]
    }

    private static let mismatches = ["another_branch", "another_place", "outside_range", "written_off", "added_later"]
}
