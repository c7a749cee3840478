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
        [
            "isbn": text("ISBN-10 or ISBN-13, with or without hyphens; the check digit must be right."),
            "authorSurname": text(), "authorInitials": text(), "authorGivenNames": text(),
            "otherAuthors": S.array(S.string(), "Other authors as `Surname I. O.`.", nullable: true),
            "title": S.string("Required; at most 1000 characters.", minLength: 1),
            "subtitle": text(), "publisher": text(), "city": text(),
            "year": S.integer("1000…2999.", nullable: true),
            "pages": S.integer("1…99999.", nullable: true),
            "price": S.priceInput,
            "bbk": text(), "udc": text(), "authorSign": text("Computed from the surname when empty."),
            "language": text("A three-letter code: `rus`, `eng`."),
            "annotation": text("At most 8000 characters."),
            "keywords": S.array(S.string(), nullable: true),
            "documentKind": S.string("`textbook`, `fiction`, `reference`, `periodical` or `other`; by the BBK index when left out "
                                     + "or empty.", values: [""] + DocumentKind.allCases.map(\.rawValue), nullable: true),
        ]
    }

    private static var copyInputProperties: [String: JSONValue] {
        [
            "inventoryNumber": S.string("Unique; letters, digits and `- / . _`, at most 32 characters.", minLength: 1),
            "storagePlace": text("A storage place code, at most 32 characters."),
            "price": S.priceInput,
            "receivedOn": date("The day the copy was received."),
            "barcode": text("Unique when given; at most 64 characters."),
            "status": S.string("Empty means available; `written_off` is set by an act of write-off only.", values: [""] + copyStatuses,
                               nullable: true),
            "receipt": text("The КСУ number of the batch it came in: `5` (this year's) or `2027/5`; the batch must be open. "
                            + "Empty takes an updated copy out of its batch."),
            "onBalance": S.boolean("Whether it is on the balance; brochures and periodicals kept briefly are not. "
                                   + "Left out or null: on the balance for a new copy, unchanged for an updated one.", nullable: true),
            "documentType": S.string("What kind of document it is; a book when left out of a new copy.",
                                     values: [""] + DocumentType.allCases.map(\.rawValue), nullable: true),
        ]
    }

    private static var readerInputProperties: [String: JSONValue] {
        [
            "ticketNumber": S.string("Unique; letters, digits and `- / . _`, at most 32 characters.", minLength: 1),
            "surname": S.string(minLength: 1), "firstName": S.string(minLength: 1), "patronymic": text(),
            "birth": text("`1990`, `1990-05-17` or `17.05.1990`; not in the future."),
            "gender": text("`female` or `male` (also `ж`, `м`)."),
            "category": text("The reader's group: `учащийся`, `учитель`…"),
            "schoolClass": text("`5А` (a Latin look-alike such as `5A` is read as Cyrillic); empty for none."),
            "graduated": ["type": "boolean", "nullable": true, "description": "Whether the pupil has left school; `false` when left out."],
            "postcode": text(), "city": text(), "street": text(), "house": text(), "flat": text(),
            "phone": text("The reader's own phone; other readers may have it too."),
            "email": text(), "parentPhone": text("A parent's or guardian's phone."), "parentEmail": text(), "workplace": text(),
            "registeredOn": date("The registration day; today by default."),
        ]
    }
}
