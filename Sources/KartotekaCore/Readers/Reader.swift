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
    /// The reader category ("profile"), the group they belong to: `учащийся`, `учитель`,
    /// `сотрудник`…, from the library's list. Loan rules are set per category.
    public var category: String
    /// The school class of a pupil; `nil` for readers in no class.
    public var schoolClass: SchoolClass?
    /// Whether the pupil has left school (their last class is kept in ``schoolClass``).
    public var graduated: Bool
    /// The home address.
    public var address: PostalAddress
    /// The reader's own phone, when they have one. Several readers may share a number (siblings).
    public var phone: PhoneNumber?
    /// The e-mail address.
    public var email: EmailAddress?
    /// A parent's or guardian's phone, for a child.
    public var parentPhone: PhoneNumber?
    /// A parent's or guardian's e-mail address.
    public var parentEmail: EmailAddress?
    /// The place of work or study.
    public var workplace: String
    /// The day the reader registered.
    public var registeredOn: Day

    /// Creates a reader; use ``ReaderDraft`` to build one from what a person typed.
    public init(
        ticketNumber: TicketNumber, surname: String, firstName: String, patronymic: String = "",
        birth: BirthDate? = nil, gender: Gender? = nil, category: String = "", schoolClass: SchoolClass? = nil,
        graduated: Bool = false, address: PostalAddress = PostalAddress(), phone: PhoneNumber?, email: EmailAddress? = nil,
        parentPhone: PhoneNumber? = nil, parentEmail: EmailAddress? = nil, workplace: String = "", registeredOn: Day
    ) {
        self.ticketNumber = ticketNumber
        self.surname = surname
        self.firstName = firstName
        self.patronymic = patronymic
        self.birth = birth
        self.gender = gender
        self.category = category
        self.schoolClass = schoolClass
        self.graduated = graduated
        self.address = address
        self.phone = phone
        self.email = email
        self.parentPhone = parentPhone
        self.parentEmail = parentEmail
        self.workplace = workplace
        self.registeredOn = registeredOn
    }

    /// `Иванов Иван Иванович`.
    public var fullName: String {
        [surname, firstName, patronymic].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The category loan rules know the reader by; `nil` when none is recorded.
    public var readerCategory: ReaderCategory? { ReaderCategory(category) }

    /// The reader as registered: one in a class with no category gets the pupils' category, as a
    /// class list's pupils do, so the pupils' loan rules reach a pupil added by hand too.
    public func categorised(pupils pupilCategory: String) -> Reader {
        guard schoolClass != nil, category.allSatisfy(\.isWhitespace) else { return self }
        var reader = self
        reader.category = pupilCategory
        return reader
    }

    /// The class the reader is in now: none once graduated.
    public var currentClass: SchoolClass? { graduated ? nil : schoolClass }

    /// The numbers the reader is reached at: their own, then a parent's.
    public var phones: [PhoneNumber] { [phone, parentPhone].compactMap { $0 } }

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
