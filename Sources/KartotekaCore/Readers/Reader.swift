import Foundation

/// A registered reader of the library.
public struct Reader: Sendable, Hashable, Codable {
    /// The ticket number: required, unique.
    public var ticketNumber: TicketNumber
    /// The surname: required.
    public var surname: String
    /// The first name: required.
    public var firstName: String
    /// The patronymic, when the reader has one.
    public var patronymic: String
    /// When the reader was born.
    public var birth: BirthDate?
    /// The reader's gender, when recorded.
    public var gender: Gender?
    /// The reader category ("profile"): `студент`, `преподаватель`…, from the library's list.
    public var category: String
    /// The home address.
    public var address: PostalAddress
    /// The phone: required, unique among readers.
    public var phone: PhoneNumber
    /// The e-mail address.
    public var email: EmailAddress?
    /// The place of work or study.
    public var workplace: String
    /// The day the reader registered.
    public var registeredOn: Day

    /// Creates a reader; use ``ReaderDraft`` to build one from what a person typed.
    public init(
        ticketNumber: TicketNumber, surname: String, firstName: String, patronymic: String = "",
        birth: BirthDate? = nil, gender: Gender? = nil, category: String = "", address: PostalAddress = PostalAddress(),
        phone: PhoneNumber, email: EmailAddress? = nil, workplace: String = "", registeredOn: Day
    ) {
        self.ticketNumber = ticketNumber
        self.surname = surname
        self.firstName = firstName
        self.patronymic = patronymic
        self.birth = birth
        self.gender = gender
        self.category = category
        self.address = address
        self.phone = phone
        self.email = email
        self.workplace = workplace
        self.registeredOn = registeredOn
    }

    /// `Иванов Иван Иванович`.
    public var fullName: String {
        [surname, firstName, patronymic].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `Иванов И. И.`.
    public var shortName: String {
        Reader.shortName(surname: surname, firstName: firstName, patronymic: patronymic)
    }
}

extension Reader {
    /// `Иванов И. И.` from the parts of a name.
    public static func shortName(surname: String, firstName: String, patronymic: String) -> String {
        let initials = [firstName, patronymic].compactMap { $0.first.map { "\($0)." } }.joined(separator: " ")
        return initials.isEmpty ? surname : "\(surname) \(initials)"
    }
}
