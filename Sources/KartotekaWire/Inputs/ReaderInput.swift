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
