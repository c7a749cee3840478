/// The columns a class list may have, and the header names each is known by — in Russian and in
/// English, as spreadsheets export them (letter case, `ё`/`е`, spaces and punctuation aside).
public enum ClassListColumn: String, Sendable, Hashable, CaseIterable {
    case surname
    case firstName
    case patronymic
    /// The surname, name and patronymic in one cell: `Иванов Иван Иванович`.
    case fullName
    case schoolClass
    case phone
    case email
    case parentPhone
    case ticketNumber

    /// The header names of the column, folded (see ``fold(_:)``).
    var headerNames: [String] {
        switch self {
        case .surname: ["фамилия", "surname", "lastname", "familyname"]
        case .firstName: ["имя", "name", "firstname", "givenname"]
        case .patronymic: ["отчество", "patronymic", "middlename"]
        case .fullName: ["фио", "фамилияимяотчество", "fullname", "pupil", "ученик", "учащийся"]
        case .schoolClass: ["класс", "class", "form", "grade"]
        case .phone: ["телефон", "телефонученика", "мобильный", "phone", "mobile", "telephone"]
        case .email: ["email", "почта", "электроннаяпочта", "элпочта", "emailaddress"]
        case .parentPhone: ["телефонродителя", "телефонродителей", "телефонзаконногопредставителя", "родитель",
                            "parentphone", "parentsphone", "guardianphone", "parent"]
        case .ticketNumber: ["билет", "читательскийбилет", "номербилета", "ticket", "ticketnumber", "readerticket"]
        }
    }

    /// The column a header names; `nil` for a column the import does not read.
    static func named(_ header: String) -> ClassListColumn? {
        let folded = fold(header)
        return allCases.first { $0.headerNames.contains(folded) }
    }

    /// A header folded for matching: lower case, `ё` as `е`, letters and digits only.
    static func fold(_ header: String) -> String {
        String(SearchText.fold(header).filter { $0.isLetter || $0.isNumber })
    }
}
