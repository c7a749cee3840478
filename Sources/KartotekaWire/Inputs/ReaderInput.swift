import KartotekaCore

/// A reader as the API takes it, for ``KartotekaClient/createReader(_:)`` and
/// ``KartotekaClient/updateReader(_:with:)``. The ticket number, surname, first name and phone
/// are required (on update a `nil` ticket number keeps the reader's); the other fields left
/// `nil` are empty.
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
    /// The reader's category ("profile"): `студент`, `сотрудник`…
    public var category: String?
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
    /// The phone, unique among readers.
    public var phone: String?
    /// The e-mail address.
    public var email: String?
    /// The place of work or study.
    public var workplace: String?
    /// The registration day, `YYYY-MM-DD`; today when left out.
    public var registeredOn: String?

    /// Creates the input.
    public init(ticketNumber: String? = nil, surname: String? = nil, firstName: String? = nil, patronymic: String? = nil,
                birth: String? = nil, gender: String? = nil, category: String? = nil, postcode: String? = nil,
                city: String? = nil, street: String? = nil, house: String? = nil, flat: String? = nil, phone: String? = nil,
                email: String? = nil, workplace: String? = nil, registeredOn: String? = nil) {
        self.ticketNumber = ticketNumber
        self.surname = surname
        self.firstName = firstName
        self.patronymic = patronymic
        self.birth = birth
        self.gender = gender
        self.category = category
        self.postcode = postcode
        self.city = city
        self.street = street
        self.house = house
        self.flat = flat
        self.phone = phone
        self.email = email
        self.workplace = workplace
        self.registeredOn = registeredOn
    }
}
