import KartotekaCore

/// The schemas of a title's ГОСТ Р 7.0.100-2018 description and catalogue cards.
extension SchemaCatalogue {
    static var description: [String: JSONValue] {
        [
            "TitleDescription": S.object(
                "A title's description by ГОСТ Р 7.0.100-2018 with its heading by ГОСТ Р 7.0.80-2023, and its catalogue cards "
                    + "(125 × 75 mm; a long description continues on the next card).",
                required: ["titleID", "heading", "body", "text", "cards"],
                properties: [
                    "titleID": S.integer(minimum: 1),
                    "heading": S.string("`Лермонтов, М. Ю.`; empty for a description under its title."),
                    "body": S.string("From the title to the content and carrier area: `Герой нашего времени : роман / М. Ю. Лермонтов. – …`."),
                    "text": S.string("The heading and the body on one line."),
                    "cards": S.array(S.object(
                        "One catalogue card.", required: ["number", "shelfCode", "heading", "paragraphs", "inventoryNumbers", "continues"],
                        properties: [
                            "number": S.integer("The card's number among the title's cards, from 1.", minimum: 1),
                            "shelfCode": S.array(S.string(), "The BBK index and the author sign."),
                            "heading": S.string("The heading, repeated on a continuation."),
                            "paragraphs": S.array(S.string(), "The description, the annotation, the tracings, or their continuation."),
                            "inventoryNumbers": S.array(S.string(), "The copies' inventory numbers, on the first card."),
                            "continues": S.boolean("Whether another card continues it."),
                        ])),
                ]),
            "PublicLibraryReturns": S.object(
                "6-НК for each branch and the network's consolidated return (the sum of the branches').",
                required: ["from", "to", "branches", "consolidated"],
                properties: [
                    "from": S.string(format: "date"), "to": S.string(format: "date"),
                    "branches": S.array(S.ref("PublicLibraryReturn")), "consolidated": S.ref("PublicLibraryReturn"),
                ]),
            "PublicLibraryReturn": S.object(
                "One library's 6-НК: users, visits and loans by age group, and the fund in copies.",
                required: ["branch", "name", "lines", "withoutBirthDate", "fundReceived", "fundWithdrawn", "fundEnd"],
                properties: [
                    "branch": S.string("The branch's code; empty for the consolidated return."), "name": S.string(),
                    "lines": S.array(S.object(
                        required: ["indicator", "name", "total", "children", "youth", "others", "inLibrary", "remote"],
                        properties: [
                            "indicator": S.string(values: ["users", "visits", "loans"]), "name": S.string(),
                            "total": S.count, "children": S.count, "youth": S.count, "others": S.count, "inLibrary": S.count, "remote": S.count,
                        ])),
                    "withoutBirthDate": S.integer("Readers served without a birth date, counted among the others.", minimum: 0),
                    "fundReceived": S.count, "fundWithdrawn": S.count, "fundEnd": S.count,
                ]),
            "DailyRegister": S.object(
                "The daily register of a month: a line per day and the totals.",
                required: ["from", "to", "branch", "lines", "total"],
                properties: [
                    "from": S.string(format: "date"), "to": S.string(format: "date"), "branch": S.string(),
                    "lines": S.array(S.ref("DailyRegisterLine")), "total": S.ref("DailyRegisterLine"),
                ]),
            "DailyRegisterLine": S.object(
                required: ["day", "visits", "visitsChildren", "visitsYouth", "visitsOthers", "loans", "loansChildren", "loansYouth",
                           "loansOthers", "inLibraryLoans", "newReaders"],
                properties: [
                    "day": S.string("`YYYY-MM-DD`; empty for the totals."), "visits": S.count, "visitsChildren": S.count,
                    "visitsYouth": S.count, "visitsOthers": S.count, "loans": S.count, "loansChildren": S.count, "loansYouth": S.count,
                    "loansOthers": S.count, "inLibraryLoans": S.count, "newReaders": S.count,
                ]),
            "SchoolFundReturn": S.object(
                "ОО-2 §2.6 «Формирование и использование библиотечного фонда»: lines 01–09 in copies.",
                required: ["from", "to", "rows"],
                properties: [
                    "from": S.string(format: "date"), "to": S.string(format: "date"),
                    "rows": S.array(S.object(required: ["line", "name", "received", "withdrawn", "end"], properties: [
                        "line": S.string(values: SchoolFundLine.allCases.map(\.rawValue)), "name": S.string("The line's name as the form prints it."),
                        "received": S.count, "withdrawn": S.count, "end": S.count,
                    ])),
                ]),
        ]
    }
}
