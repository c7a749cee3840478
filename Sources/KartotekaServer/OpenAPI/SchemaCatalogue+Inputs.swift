import KartotekaCore

/// The schemas of request bodies. They mirror the input types under `API/Inputs`: the server
/// refuses unknown fields (400 `unknown_field`), values of the wrong JSON type (400 `wrong_type`)
/// and takes `null` as "not given". What a value means (an ISBN's check digit, a date) is checked
/// after that, and reported as 422 `invalid_input` with a message for each field.
extension SchemaCatalogue {
    static var inputs: [String: JSONValue] {
        [
            "NewTitle": S.object(
                "A new title, optionally with its first copies. An empty author sign is computed from the surname.",
                required: ["title"], properties: titleInputProperties.merging(["copies": S.array(S.ref("NewCopy"), nullable: true)]) { $1 },
                example: [
                    "isbn": "978-5-17-079585-7", "authorSurname": "Лермонтов", "authorInitials": "М. Ю.",
                    "title": "Герой нашего времени", "publisher": "АСТ", "city": "Москва", "year": 2018, "pages": 414,
                    "price": "254", "bbk": "84(2Рос=Рус)1", "copies": [["inventoryNumber": "5001"]],
                ]),
            "TitleUpdate": S.object(
                "Every field of a title; fields left out are emptied. Copies are changed through `/copies`.",
                required: ["title"], properties: titleInputProperties),
            "NewCopy": S.object(
                "A new copy; the storage place defaults to the library's.", required: ["inventoryNumber"],
                properties: copyInputProperties,
                example: ["inventoryNumber": "5002", "storagePlace": "АБ", "price": "300.00", "receivedOn": "2024-09-01"]),
            "CopyUpdate": S.object(
                "Every field of a copy; the inventory number, status, receipt, balance and kind are kept when left out, the others "
                    + "are emptied. "
                    + "`on_loan` is set and cleared only by lending and returning.",
                required: [], properties: copyInputProperties),
            "NewReader": S.object(
                "A new reader. Readers may share a phone (siblings, a parent's number): the answer's `phoneSharedWith` names the "
                    + "others.", required: ["ticketNumber", "surname", "firstName"], properties: readerInputProperties,
                example: [
                    "ticketNumber": "R-2001", "surname": "Орлова", "firstName": "Вера", "patronymic": "Павловна",
                    "birth": "2014-05-17", "gender": "female", "schoolClass": "5А", "parentPhone": "+7 912 555-12-34",
                    "email": "vera@example.org",
                ]),
            "ReaderUpdate": S.object(
                "Every field of a reader; the ticket number is kept when left out, the other fields left out are emptied.",
                required: ["surname", "firstName"],
                properties: readerInputProperties.merging([
                    "ticketNumber": S.string("A new ticket number; the reader's is kept when empty, null or left out.",
                                             nullable: true),
                ]) { $1 }),
            "LocationInput": S.object(
                "A library location.", required: ["streetAddress", "city", "country"],
                properties: [
                    "streetAddress": S.string(minLength: 1), "city": S.string(minLength: 1), "country": S.string(minLength: 1),
                    "emoji": text(), "hours": text("Opening hours as people write them: `8am–7pm`."),
                ],
                example: ["streetAddress": "1 Library Lane", "city": "Oslo", "country": "Norway", "emoji": "🇳🇴", "hours": "9am–5pm"]),
            "Lend": S.object(
                "Lend a copy to a reader.", required: ["inventoryNumber", "ticketNumber"],
                properties: [
                    "inventoryNumber": S.string(minLength: 1), "ticketNumber": S.string(minLength: 1),
                    "dueOn": date("The due day, after today; by default today plus the loan period."),
                    "branch": S.string("The code of the branch whose desk lends it; the desk's own by default.", nullable: true),
                    "inLibrary": S.boolean("To read in the library (the reading room): due back today, a copy kept for the reading "
                                           + "room included; counted apart by 6-НК and the daily register.", nullable: true),
                ],
                example: ["inventoryNumber": "5001", "ticketNumber": "R-2001"]),
            "Renew": S.object(
                "Renew a loan (the body may be left out).", required: [],
                properties: ["dueOn": date("The new due day, after today; by default the due day plus the loan period.")]),
        ]
    }

    /// A string input that may be `null` (read as empty).
    private static func text(_ description: String? = nil) -> JSONValue {
        S.string(description, nullable: true)
    }

    /// A day input that may be `null` or empty (not given).
    private static func date(_ description: String) -> JSONValue {
        S.dayInput(description)
    }

    private static var titleInputProperties: [String: JSONValue] {
        inputProperties(TitleFields.all)
    }

    private static var copyInputProperties: [String: JSONValue] {
        inputProperties(CopyFields.all)
    }

    private static var readerInputProperties: [String: JSONValue] {
        inputProperties(ReaderFields.all).merging([
            "graduated": ["type": "boolean", "nullable": true, "description": "Whether the pupil has left school; `false` when left out."],
        ]) { $1 }
    }
}
