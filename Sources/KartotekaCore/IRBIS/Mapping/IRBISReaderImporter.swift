/// Reads IRBIS reader records (database RDR) into reader drafts and loans, reporting per record
/// what could not be taken over. A record without a ticket number (30) or surname (10), or with a
/// value longer than the form takes (``FieldLimits``), is not imported; a loan without its book's
/// shelf code or inventory number is left out.
public enum IRBISReaderImporter {
    /// Every record of a file, numbered by position (from 1).
    public static func readers(from records: [IRBISRecord]) -> (readers: [IRBISImportedReader], diagnostics: [IRBISDiagnostic]) {
        let mapped = IRBISImportValues.mapAll(records) { reader(from: $0, number: $1) }
        return (mapped.items, mapped.diagnostics)
    }

    /// One record; `number` locates the diagnostics.
    public static func reader(from record: IRBISRecord, number: Int = 1) -> (IRBISImportedReader?, [IRBISDiagnostic]) {
        var problems = IRBISImportValues.Problems(number: number)
        problems.worksheet(of: record, expected: "RDR")
        func plain(_ tag: Int) -> String { IRBISCatalogueImporter.plain(record.field(tag)) }
        var draft = ReaderDraft()
        draft.ticketNumber = plain(30)
        draft.surname = plain(10)
        guard !draft.ticketNumber.isEmpty, !draft.surname.isEmpty else {
            problems.add(draft.ticketNumber.isEmpty ? 30 : 10, nil, .missingReaderKey)
            return (nil, problems.diagnostics)
        }
        draft.firstName = plain(11)
        draft.patronymic = plain(12)
        draft.birth = problems.value(plain(21), tag: 21, code: nil) { try? BirthDate(parsing: $0).description } ?? ""
        draft.gender = problems.value(plain(23), tag: 23, code: nil) { Gender(parsing: $0)?.rawValue } ?? ""
        draft.category = plain(50)
        let address = record.field(13)
        func part(_ code: Character) -> String { (address?.subfield(code) ?? "").collapsedWhitespace }
        draft.postcode = part("A")
        draft.city = part("C")
        draft.street = part("D")
        draft.house = part("E")
        draft.flat = part("H")
        draft.phone = plain(17)
        draft.email = plain(32)
        draft.workplace = plain(15)
        let registration = record.field(51)
        draft.registeredOn = problems.value(registration?.value, tag: 51, code: nil) { try? Day(parsing: $0).isoText } ?? ""
        var loans: [IRBISLoanField] = []
        for field in record.fields(40) {
            let (loan, found) = IRBISLoanField.parse(field)
            for item in found { problems.add(40, item.code, item.problem) }
            if let loan { loans.append(loan) }
        }
        guard problems.withinLimits(draft.fieldsOverLimit(), tags: limitedTags) else { return (nil, problems.diagnostics) }
        let place = (registration?.subfield("C") ?? "").collapsedWhitespace
        return (IRBISImportedReader(draft: draft, loans: loans, registrationPlace: place), problems.diagnostics)
    }

    /// The tag each limited field is read from, to locate a value over its limit.
    static let limitedTags: [String: Int] = [
        "surname": 10, "firstName": 11, "patronymic": 12, "postcode": 13, "city": 13, "street": 13, "house": 13,
        "flat": 13, "phone": 17, "workplace": 15, "email": 32, "category": 50,
    ]
}
