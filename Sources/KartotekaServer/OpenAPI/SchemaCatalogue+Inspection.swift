import KartotekaCore

/// The schemas of checking the fund against the lists.
extension SchemaCatalogue {
    static var inspection: [String: JSONValue] {
        let kind = S.string(values: BannedListKind.allCases.map(\.rawValue))
        let day = S.string(format: "date")
        return [
            "ListVersion": S.object(
                "An imported version of a list: its day, file, entries and what it changed against the version before.",
                required: ["id", "kind", "importedOn", "fileName", "entryCount", "firstNumber", "lastNumber", "added", "changed", "removed"],
                properties: [
                    "id": S.id, "kind": kind, "importedOn": day, "importedBy": S.string(nullable: true), "fileName": S.string(),
                    "entryCount": S.count, "firstNumber": S.integer(), "lastNumber": S.integer(), "added": S.count, "changed": S.count,
                    "removed": S.count,
                ]),
            "ListMatch": S.object(
                "A candidate match: the list entry beside the title and its copies still in the fund.",
                required: ["id", "kind", "entryNumber", "entryText", "titleDescription", "basis", "state", "foundOn", "copies"],
                properties: [
                    "id": S.id, "kind": kind, "entryNumber": S.integer(), "entryText": S.string(), "titleId": S.integer(format: "int64", nullable: true),
                    "titleDescription": S.string(), "basis": S.string(values: ["isbn", "title"]),
                    "state": S.string(values: ListMatchState.allCases.map(\.rawValue)), "foundOn": day,
                    "decidedBy": S.string(nullable: true), "decidedOn": S.string(format: "date", nullable: true),
                    "copies": S.array(S.string()),
                ]),
            "ListCheck": S.object(
                "A row of the journal of checks (журнал сверки); its id is its act's number.",
                required: ["id", "checkedOn", "kind", "version", "scope", "titlesChecked", "found", "newCandidates", "foundEntries",
                           "foundCopies", "action", "commission"],
                properties: [
                    "id": S.id, "checkedOn": day, "kind": kind, "version": S.ref("ListVersion"), "scope": S.string(values: ["fund", "receipts"]),
                    "titlesChecked": S.count, "found": S.count, "newCandidates": S.count, "foundEntries": S.array(S.integer()),
                    "foundCopies": S.array(S.string()), "action": S.string(), "commission": S.array(S.string()),
                    "checkedBy": S.string(nullable: true),
                ]),
            "ListCheckInput": S.object(
                "A check to run.", required: ["kind"],
                properties: ["kind": kind, "scope": S.string(values: ["fund", "receipts"], nullable: true),
                             "commission": S.array(S.string(), nullable: true)],
                example: ["kind": "extremist", "commission": ["Орлова О. О.: председатель"]]),
            "ListDecisionInput": S.object(
                "A person's decision on a candidate match.", required: ["confirmed"], properties: ["confirmed": S.boolean()]),
            "WithdrawalInput": S.object(
                "The act of write-off that withdraws the listed copies: its day, approver and commission (its copies and reason are "
                    + "the list's).",
                required: ["date", "commission"],
                properties: [
                    "number": S.string("`3` or `2027/3`; the year's next when left out.", nullable: true),
                    "date": S.dayInput("Not after today.", nullable: false),
                    "approvedBy": S.string(nullable: true), "commission": S.array(S.ref("WriteOffMember")), "note": S.string(nullable: true),
                ],
                example: ["date": "2027-03-01", "commission": [["name": "Орлова О. О.", "role": "председатель"]]]),
        ]
    }
}
