import KartotekaValues

/// A reader as the API takes it, for ``KartotekaClient/createReader(_:)`` and
/// ``KartotekaClient/updateReader(_:with:)``. The ticket number, surname and first name are
/// required (on update a `nil` ticket number keeps the reader's); the other fields left `nil` are
/// empty.
public struct ReaderInput: Codable, Sendable, Hashable {
    /// The reader ticket number: unique, letters, digits and `- / . _`.
    public var ticketNumber: String?
    /// The surname.
    public var surname: String?
    /// The first name.
    public var firstName: String?
    /// The patronymic.
    public var patronymic: String?
    /// The birth year or date: `1990`, `1990-05-17`, `17.05.1990`.
    public var birth: String?
    /// `female` or `male`.
    public var gender: String?
    /// The reader's category ("profile"), their group: `учащийся`, `учитель`…
    public var category: String?
    /// The pupil's class: `5А` (`5A`, `5 а` are read as `5А`); empty for none.
    public var schoolClass: String?
    /// Whether the pupil has left school; `false` when left out.
    public var graduated: Bool?
    /// The postcode.
    public var postcode: String?
    /// The city.
    public var city: String?
    /// The street.
    public var street: String?
    /// The house.
    public var house: String?
    /// The flat.
    public var flat: String?
    /// The reader's own phone; may be another reader's too (the card then says whose).
    public var phone: String?
    /// The e-mail address.
    public var email: String?
    /// A parent's or guardian's phone.
    public var parentPhone: String?
    /// A parent's or guardian's e-mail address.
    public var parentEmail: String?
    /// The place of work or study.
    public var workplace: String?
    /// The registration day, `YYYY-MM-DD`; today when left out.
    public var registeredOn: String?

    /// Creates the input.
    public init(ticketNumber: String? = nil, surname: String? = nil, firstName: String? = nil, patronymic: String? = nil,
                birth: String? = nil, gender: String? = nil, category: String? = nil, schoolClass: String? = nil,
                graduated: Bool? = nil, postcode: String? = nil, city: String? = nil, street: String? = nil, house: String? = nil,
                flat: String? = nil, phone: String? = nil, email: String? = nil, parentPhone: String? = nil,
                parentEmail: String? = nil, workplace: String? = nil, registeredOn: String? = nil) {
        self.ticketNumber = ticketNumber
        self.surname = surname
        self.firstName = firstName
        self.patronymic = patronymic
        self.birth = birth
        self.gender = gender
        self.category = category
        self.schoolClass = schoolClass
        self.graduated = graduated
        self.postcode = postcode
        self.city = city
        self.street = street
        self.house = house
        self.flat = flat
        self.phone = phone
        self.email = email
        self.parentPhone = parentPhone
        self.parentEmail = parentEmail
        self.workplace = workplace
        self.registeredOn = registeredOn
    }
}

extension ReaderInput: SchemaDescribed {
    /// A reader's input is a new reader.
    public static var schema: Schema<ReaderInput> { new }

    /// A new reader.
    public static let new = Schema<ReaderInput>.input(
        "NewReader", "A new reader. Readers may share a phone (siblings, a parent's number): the answer's `phoneSharedWith` names the "
            + "others.",
        fields + [fields[0].alwaysThere],
        example: [
            "ticketNumber": "R-2001", "surname": "Орлова", "firstName": "Вера", "patronymic": "Павловна",
            "birth": "2014-05-17", "gender": "female", "schoolClass": "5А", "parentPhone": "+7 912 555-12-34",
            "email": "vera@example.org",
        ])

    /// Every field of a reader, for an update.
    public static let update = Schema<ReaderInput>.input(
        "ReaderUpdate", "Every field of a reader; the ticket number is kept when left out, the other fields left out are emptied.",
        fields + [.init("ticketNumber", \.ticketNumber, "A new ticket number; the reader's is kept when empty, null or left out.")])

    /// A reader's fields.
    public static let fields: [SchemaProperty<ReaderInput>] = [
        .init("ticketNumber", \.ticketNumber, .string("Unique; letters, digits and `- / . _`, at most 32 characters.", minLength: 1)),
        .init("surname", \.surname, .string(minLength: 1)).alwaysThere, .init("firstName", \.firstName, .string(minLength: 1)).alwaysThere,
        .init("patronymic", \.patronymic),
        .init("birth", \.birth, "`1990`, `1990-05-17` or `17.05.1990`; not in the future."),
        .init("gender", \.gender, "`female` or `male` (also `ж`, `м`)."),
        .init("category", \.category, "The reader's group: `учащийся`, `учитель`…"),
        .init("schoolClass", \.schoolClass, "`5А` (a Latin look-alike such as `5A` is read as Cyrillic); empty for none."),
        .init("graduated", \.graduated, "Whether the pupil has left school; `false` when left out."),
        .init("postcode", \.postcode), .init("city", \.city), .init("street", \.street), .init("house", \.house), .init("flat", \.flat),
        .init("phone", \.phone, "The reader's own phone; other readers may have it too."),
        .init("email", \.email), .init("parentPhone", \.parentPhone, "A parent's or guardian's phone."),
        .init("parentEmail", \.parentEmail), .init("workplace", \.workplace),
        .init("registeredOn", \.registeredOn, .dayInput("The registration day; today by default.")),
    ]
}
