import Foundation

/// A reader as a person typed them; ``validated(registeredOn:)`` checks every field at once.
public struct ReaderDraft: Sendable, Hashable, Codable {
    public var ticketNumber = ""
    public var surname = ""
    public var firstName = ""
    public var patronymic = ""
    /// `1990`, `1990-05-17` or `17.05.1990`.
    public var birth = ""
    /// `female`/`male` (or `ж`/`м`); empty when not recorded.
    public var gender = ""
    public var category = ""
    /// `5А`, `11Б` (`5A` and `5 а` are read as `5А`); empty for a reader in no class.
    public var schoolClass = ""
    /// Whether the pupil has left school.
    public var graduated = false
    public var postcode = ""
    public var city = ""
    public var street = ""
    public var house = ""
    public var flat = ""
    /// The reader's own phone; may be empty, and may be another reader's too.
    public var phone = ""
    public var email = ""
    /// A parent's or guardian's phone.
    public var parentPhone = ""
    /// A parent's or guardian's e-mail address.
    public var parentEmail = ""
    public var workplace = ""
    /// The registration day; empty means the day the reader is saved.
    public var registeredOn = ""

    /// Creates an empty draft.
    public init() {}

    /// A draft showing a stored reader, for editing.
    public init(_ reader: Reader) {
        showText(of: reader)
        ticketNumber = reader.ticketNumber.rawValue
        birth = reader.birth?.description ?? ""
        gender = reader.gender?.rawValue ?? ""
        schoolClass = reader.schoolClass?.text ?? ""
        graduated = reader.graduated
        phone = reader.phone?.text ?? ""
        email = reader.email?.text ?? ""
        parentPhone = reader.parentPhone?.text ?? ""
        parentEmail = reader.parentEmail?.text ?? ""
        registeredOn = reader.registeredOn.isoText
    }

    /// Checks every field; `today` is used when no registration day was typed.
    public func validated(today: Day) throws(ValidationError) -> Reader {
        var problems = ProblemCollector()
        let clean = TitleDraft.clean
        let ticket = problems.parse(TicketNumber.field) { try TicketNumber(validating: ticketNumber) }
        if clean(surname).isEmpty {
            problems.add("surname", Bilingual { $0.readerSurnameMissing })
        }
        if clean(firstName).isEmpty {
            problems.add("firstName", Bilingual { $0.readerFirstNameMissing })
        }
        let birthText = birth.trimmedOfSpaces
        let parsedBirth = birthText.isEmpty ? nil : problems.parse("birth") { try BirthDate(parsing: birthText) }
        // The same bounds whether the birth was typed as a year or as a full date.
        switch parsedBirth {
        case .day(let day)? where day > today:
            problems.add("birth", Bilingual { $0.birthDateInFuture })
        case .year(let year)? where year > today.year:
            problems.add("birth", Bilingual { $0.birthYearInFuture(year) })
        case .day(let day)? where day.year < BirthDate.earliestYear:
            problems.add("birth", BirthDate.yearOutOfRange(day.year))
        default:
            break
        }
        var parsedGender: Gender?
        if !gender.trimmedOfSpaces.isEmpty {
            parsedGender = Gender(parsing: gender)
            if parsedGender == nil {
                problems.add("gender", Bilingual { $0.genderRule })
            }
        }
        // A value over its limit is not parsed: the parse's message would repeat all of it.
        let overLimit = fieldsOverLimit()
        let tooLong = Set(overLimit.map(\.field))
        func phoneNumber(_ text: String, _ field: String) -> PhoneNumber? {
            text.allSatisfy(\.isWhitespace) || tooLong.contains(field)
                ? nil : problems.parse(field) { try PhoneNumber(validating: text, field: field) }
        }
        func emailAddress(_ text: String, _ field: String) -> EmailAddress? {
            let trimmed = text.trimmedOfSpaces
            return trimmed.isEmpty || tooLong.contains(field)
                ? nil : problems.parse(field) { try EmailAddress(validating: trimmed, field: field) }
        }
        let parsedClass = schoolClass.allSatisfy(\.isWhitespace)
            ? nil : problems.parse(SchoolClass.field) { try SchoolClass(parsing: schoolClass) }
        if graduated && parsedClass == nil && schoolClass.allSatisfy(\.isWhitespace) {
            problems.add(SchoolClass.field, Bilingual { $0.graduateNeedsClass })
        }
        let contacts = (phone: phoneNumber(phone, "phone"), email: emailAddress(email, "email"),
                        parentPhone: phoneNumber(parentPhone, "parentPhone"), parentEmail: emailAddress(parentEmail, "parentEmail"))
        let registeredText = registeredOn.trimmedOfSpaces
        let parsedRegistered = registeredText.isEmpty
            ? today : problems.parse("registeredOn") { try Day(parsing: registeredText, field: "registeredOn") }
        problems.addTooLong(overLimit)
        try problems.throwIfAny()
        var reader = Reader(
            ticketNumber: ticket!, surname: "", firstName: "", birth: parsedBirth, gender: parsedGender, schoolClass: parsedClass,
            graduated: graduated, phone: contacts.phone, email: contacts.email, parentPhone: contacts.parentPhone,
            parentEmail: contacts.parentEmail, registeredOn: parsedRegistered!)
        writeText(into: &reader)
        return reader
    }
}
