/// A category of a reader's personal data that an act of destruction names.
public enum PersonalDataCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// Surname, first name, patronymic.
    case name
    /// Birth date and gender.
    case birth
    /// Home address.
    case address
    /// Phones and e-mail addresses, the reader's and a parent's.
    case contacts
    /// Place of work or study, class.
    case workplace
    /// The consent and its representative's name and document.
    case consent
    /// Which books the reader borrowed (the history of loans, holds, notices).
    case loans

    /// The categories deleted with a reader's record.
    public static let readerRecord: [PersonalDataCategory] = [.name, .birth, .address, .contacts, .workplace, .consent, .loans]

    /// The category's name for people.
    public var name: Bilingual {
        switch self {
        case .name: Bilingual { $0.categoryName }
        case .birth: Bilingual { $0.categoryBirth }
        case .address: Bilingual { $0.categoryAddress }
        case .contacts: Bilingual { $0.categoryContacts }
        case .workplace: Bilingual { $0.categoryWorkplace }
        case .consent: Bilingual { $0.categoryConsent }
        case .loans: Bilingual { $0.categoryLoans }
        }
    }
}
