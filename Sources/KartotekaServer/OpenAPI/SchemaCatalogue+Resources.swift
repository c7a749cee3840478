import KartotekaCore

/// The schemas of what the API answers: they mirror the wire types in `KartotekaCore/Wire`
/// exactly. Optional fields are left out of the JSON when they have no value (never `null`).
extension SchemaCatalogue {

    static var resources: [String: JSONValue] {
        [
            "TitleListItem": titleSchema(
                "A title in a list or search: its fields and how many copies are available, out and overdue, in all and per branch.",
                extra: ["copyCount": S.count, "availableCount": S.count, "onLoanCount": S.count, "overdueCount": S.count,
                        "byBranch": byBranchSchema]),
            "TitleCard": titleSchema(
                "A title card: its fields, every copy with the open loan of each copy that is out, the copies per branch, and its "
                    + "holds in force (the copies set aside first, then the queue in its order).",
                extra: ["copies": S.array(S.ref("Copy")), "byBranch": byBranchSchema, "holds": S.array(S.ref("Hold"))]),
            "BranchCounts": S.object(
                "How a title's copies stand at one branch. Each copy counts at one branch: a copy on its way at the branch it goes to; "
                    + "lost, written-off and bindery copies nowhere.",
                required: ["branch", "name", "onShelf", "onLoan", "inTransit"],
                properties: [
                    "branch": S.string("The branch's code."), "name": S.string("The branch's name."),
                    "onShelf": S.integer("Copies standing on its shelves, to be lent there.", minimum: 0),
                    "onLoan": S.integer("Copies lent there and not back yet.", minimum: 0),
                    "inTransit": S.integer("Copies on their way to it from another branch.", minimum: 0),
                ]),
            "Copy": copySchema,
            "Loan": loanSchema,
            "Reader": readerSchema("A reader's fields.", extra: [:]),
            "ReaderListItem": readerSchema(
                "A reader in a list or search, with the number of books held and overdue.",
                extra: ["openLoanCount": S.count, "overdueCount": S.count]),
            "ReaderCard": readerSchema(
                "A reader card: the reader's fields, the books held now and past loans, why they may not borrow, the books "
                    + "they lost, and the readers who share their phone.",
                extra: ["openLoanCount": S.count, "overdueCount": S.count,
                        "loans": S.array(S.ref("Loan"), "Open loans."), "history": S.array(S.ref("Loan"), "Returned loans."),
                        "blocks": S.array(S.ref("Block"), "Why the reader may not borrow now; empty when they may."),
                        "losses": S.array(S.ref("Loss"), "The books the reader lost, settled or not, newest first."),
                        "phoneSharedWith": S.array(S.ref("ReaderReference"),
                                                   "A warning: the other readers reached at the reader's phone or parent's phone."),
                        "holds": S.array(S.ref("Hold"), "The reader's holds in force.")]),
            "Location": locationSchema,
            "TitlePage": page(of: "TitleListItem"),
            "ReaderPage": page(of: "ReaderListItem"),
            "LoanPage": page(of: "Loan"),
            "TitleSearchPage": S.object(
                "One page of titles, and what the words searched turned out to be.", required: ["items", "offset", "limit", "hasMore"],
                properties: ["items": S.array(S.ref("TitleListItem")), "offset": S.count, "limit": S.integer(minimum: 1),
                             "hasMore": S.boolean("Whether more items follow this page."), "suggestion": S.ref("SpellingSuggestion"),
                             "identifier": S.ref("IdentifierMatch")]),
            "SpellingSuggestion": S.object(
                "A nearer spelling of the words, from the catalogue's own words, when they found nothing or little.",
                required: ["text", "shown"],
                properties: ["text": S.string("The words suggested: `толстой` for `тостой`."),
                             "shown": S.boolean("Whether the titles given are those of the suggestion (the words as typed found none).")]),
            "IdentifierMatch": S.object(
                "What the text searched is as an identifier, when it found titles as one.", required: ["kind", "text"],
                properties: ["kind": S.string(values: IdentifierMatch.Kind.allCases.map(\.rawValue)), "text": S.string("The text as typed."),
                             "inventoryNumber": S.string("The copy it names, for an inventory number or a barcode."),
                             "destination": S.ref("SearchDestination")]),
            "SearchDestination": S.object(
                "The one title, or copy on it, that the text names when it finds nothing else: where to go straight away.",
                required: ["titleId"],
                properties: ["titleId": S.id, "inventoryNumber": S.string("The copy, when it is a copy.")]),
            "SearchResults": S.object(
                "Titles and readers matching the words, one page of each.", required: ["titles", "readers"],
                properties: ["titles": S.ref("TitlePage"), "readers": S.ref("ReaderPage"), "suggestion": S.ref("SpellingSuggestion"),
                             "identifier": S.ref("IdentifierMatch")]),
            "Error": errorSchema,
            "ErrorBody": errorBodySchema,
            "FieldMessage": S.object(
                "What is wrong with one field.", required: ["field", "message"],
                properties: ["field": S.string("The field's name, as in the request body (`copies[1].inventoryNumber` inside arrays)."),
                             "message": S.string()]),
        ]
    }

    /// The copies of a title per branch that has any, the main branch first.
    private static var byBranchSchema: JSONValue {
        S.array(S.ref("BranchCounts"), "Per branch that has any of its copies, the main branch first.")
    }

    private static func titleSchema(_ description: String, extra: [String: JSONValue]) -> JSONValue {
        let properties = resourceProperties(TitleFields.all).merging([
            "id": S.id,
            "isbn": S.string("The ISBN with hyphens; absent when the title has none."),
            "authors": S.string("All authors, comma-separated, for display."),
            "language": S.string("A three-letter code (`rus`) or empty."),
            "documentKind": S.string("What kind of item it is, for the loan rules.", values: DocumentKind.allCases.map(\.rawValue)),
            "createdAt": S.string(format: "date-time"), "updatedAt": S.string(format: "date-time"),
        ]) { $1 }
        let required = alwaysPresent(TitleFields.all) + ["id", "authorSurname", "authorInitials", "authorGivenNames", "otherAuthors", "authors",
                                                          "language", "keywords", "documentKind", "createdAt", "updatedAt"]
        return S.object(description, required: required + extra.keys, properties: properties.merging(extra) { $1 })
    }

    private static var copySchema: JSONValue {
        S.object(
            "A physical copy of a title, with its open loan when it is out.",
            required: alwaysPresent(CopyFields.all) + ["inventoryNumber", "titleId", "status"],
            properties: resourceProperties(CopyFields.all).merging([
                "titleId": S.id,
                "loan": S.ref("Loan"),
                "homeBranch": S.string("The code of the branch that owns the copy."),
                "currentBranch": S.string("The code of the branch where the copy is (or that sent it, while it travels)."),
                "travellingTo": S.string("While the copy is on its way between branches: the code of the branch it goes to."),
                "receipt": S.string("The КСУ number of the batch it came in: `2027/5`."),
                "onBalance": S.boolean("Whether it is on the balance."),
                "documentType": S.string("What kind of document it is.", values: DocumentType.allCases.map(\.rawValue)),
                "checkedOn": S.string("The day of the last stock check that found it.", format: "date"),
                "writeOffAct": S.string("The act that wrote it off: `2027/3` (or an imported record's 910^V)."),
                "writeOffDate": S.string("That act's day.", format: "date"),
            ]) { $1 })
    }

    private static var loanSchema: JSONValue {
        S.object(
            "A loan of a copy to a reader.",
            required: ["id", "inventoryNumber", "title", "issuedAt", "dueOn", "renewals", "overdue", "daysOverdue"],
            properties: [
                "id": S.id, "inventoryNumber": S.string(), "titleId": S.id,
                "title": S.string("`Лермонтов М. Ю. Герой нашего времени`; empty inside a copy."),
                "ticketNumber": S.string(),
                "readerName": S.string("The holder as `Surname I. O.`. Left out for an account that may not browse readers "
                    + "(a circulation helper) on title cards, copies, returns, renewals and the overdue list: it finds the "
                    + "reader by `ticketNumber`."),
                "readerPhone": S.string("The holder's phone; left out where `readerName` is."),
                "issuedAt": S.string(format: "date-time"), "dueOn": S.string(format: "date"),
                "returnedAt": S.string("Absent while the copy is out.", format: "date-time"),
                "renewals": S.count, "overdue": S.boolean("Whether the copy is out past its due day."),
                "daysOverdue": S.integer("Days past the due day; 0 when not overdue.", minimum: 0),
                "branch": S.string("The code of the branch whose desk lent the copy."),
                "returnBranch": S.string("The code of the branch whose desk took it back, once returned."),
                "lostAt": S.string("When the copy was recorded lost instead of coming back (the loan ended then).", format: "date-time"),
                "setAsideFor": S.ref("Hold"),
                "classSet": S.string("The class whose textbook set the copy was handed out in."),
            ])
    }

    private static func readerSchema(_ description: String, extra: [String: JSONValue]) -> JSONValue {
        let properties = resourceProperties(ReaderFields.all).merging([
            "id": S.id,
            "birth": S.string("The birth year or date: `1990` or `1990-05-17`.", pattern: "^[0-9]{4}(-[0-9]{2}-[0-9]{2})?$"),
            "gender": S.string(values: ["female", "male"]),
            "category": S.string("The reader's group: pupils, teachers, staff…; loan rules are set per category."),
            "schoolClass": S.string("The pupil's class, `5А` (their last one once graduated)."),
            "graduated": S.boolean("Whether the pupil has left school."),
            "phone": S.string("The reader's own phone; absent when they have none."),
            "parentPhone": S.string("A parent's or guardian's phone."), "parentEmail": S.string("A parent's or guardian's e-mail."),
            "createdAt": S.string(format: "date-time"), "updatedAt": S.string(format: "date-time"),
        ]) { $1 }
        let required = alwaysPresent(ReaderFields.all) + ["id", "ticketNumber", "graduated", "registeredOn", "createdAt", "updatedAt"]
        return S.object(description, required: required + extra.keys, properties: properties.merging(extra) { $1 })
    }

    private static var locationSchema: JSONValue {
        S.object(
            "A library location, as staff manage them.", required: ["id", "streetAddress", "city", "country", "emoji", "hours"],
            properties: ["id": S.id, "streetAddress": S.string(), "city": S.string(), "country": S.string(),
                         "emoji": S.string(), "hours": S.string(),
                         "branch": S.string("The code of the branch it shows, when it shows one: it then follows the branch, "
                                            + "and is changed or removed through it (`/api/v1/branches/{code}/location`).")])
    }

    static func page(of item: String) -> JSONValue {
        S.object(
            "One page of a list.", required: ["items", "offset", "limit", "hasMore"],
            properties: ["items": S.array(S.ref(item)), "offset": S.count, "limit": S.integer(minimum: 1),
                         "hasMore": S.boolean("Whether more items follow this page.")])
    }

    private static var errorSchema: JSONValue {
        S.object("The one error shape of the API.", required: ["error"], properties: ["error": S.ref("ErrorBody")])
    }

    private static var errorBodySchema: JSONValue {
        S.object(
            "What went wrong, in the language of `Accept-Language` (Russian by default).", required: ["code", "message"],
            properties: [
                "code": S.string("A stable machine-readable code: `invalid_input`, `inventory_number_taken`, `malformed_json`…"),
                "message": S.string("What went wrong and what to do."),
                "fields": S.array(S.ref("FieldMessage"), "For `invalid_input` (422): the problem with each field."),
                "requestId": S.string("For unexpected failures: the id to quote when reporting it."),
            ])
    }

    /// The statuses a copy can have.
    static let copyStatuses = ["available", "on_loan", "lost", "written_off", "bindery"]
}
