/// The fields of a reader (``ReaderDraft``, ``Reader``), in the order of the command line's options.
public enum ReaderField: String, FieldKey, CaseIterable {
    case ticketNumber, surname, firstName, patronymic, birth, gender, category, schoolClass, postcode, city, street, house, flat
    case phone, email, parentPhone, parentEmail, workplace, registeredOn

    public func wording(in texts: any FieldTexts) -> FieldWording { texts.wording(self) }
}

/// The table of a reader's fields. Whether a pupil has left school is a yes or no beside them
/// (``ReaderDraft/graduated``).
public enum ReaderFields {
    /// Every field.
    public static let all: [FieldDescriptor<ReaderDraft>] = ReaderField.allCases.map(\.descriptor)
}

extension ReaderDraft: DescribedDraft {
    public typealias Record = Reader
    public typealias Field = ReaderField
    public static var table: [FieldDescriptor<ReaderDraft>] { ReaderFields.all }
}

extension ReaderField {
    /// The field's row of the table. IRBIS: the reader's record in RDR (irbis-format.md §3).
    var descriptor: FieldDescriptor<ReaderDraft> {
        let line = FieldLimits.line
        switch self {
        case .ticketNumber:
            return FieldDescriptor(self, \.ticketNumber, columns: [.text("ticket_number")], irbis: .composed(30),
                                   option: CommandLineOption("ticket", "T"), note: "Unique; letters, digits and `- / . _`, at most 32 characters.",
                                   required: true)
        case .surname:
            return FieldDescriptor(self, \.surname, text: \Reader.surname, columns: [.text("surname")], limit: line, irbis: .composed(10),
                                   option: CommandLineOption("surname", "TEXT"), required: true)
        case .firstName:
            return FieldDescriptor(self, \.firstName, text: \Reader.firstName, columns: [.text("first_name")], limit: line, irbis: .composed(11),
                                   option: CommandLineOption("name", "TEXT"), required: true)
        case .patronymic:
            return FieldDescriptor(self, \.patronymic, text: \Reader.patronymic, columns: [.text("patronymic")], limit: line, irbis: .composed(12),
                                   option: CommandLineOption("patronymic", "TEXT"))
        case .birth:
            return FieldDescriptor(self, \.birth, columns: [.text("birth")], irbis: .composed(21), option: CommandLineOption("birth", "DATE"),
                                   note: "`1990`, `1990-05-17` or `17.05.1990`; not in the future.")
        case .gender:
            return FieldDescriptor(self, \.gender, columns: [.text("gender")], irbis: .composed(23),
                                   option: CommandLineOption("gender", "female|male"), note: "`female` or `male` (also `ж`, `м`).",
                                   control: .choice)
        case .category:
            return FieldDescriptor(self, \.category, text: \Reader.category, columns: [.text("category")], limit: line, irbis: .composed(50),
                                   option: CommandLineOption("category", "TEXT"), note: "The reader's group: `учащийся`, `учитель`…")
        case .schoolClass:
            return FieldDescriptor(self, \.schoolClass, columns: [.integer("class_grade"), .text("class_letter")], limit: line,
                                   option: CommandLineOption("class", "C"),
                                   note: "`5А` (a Latin look-alike such as `5A` is read as Cyrillic); empty for none.")
        case .postcode:
            return FieldDescriptor(self, \.postcode, text: \Reader.address.postcode, columns: [.text("postcode")], limit: line,
                                   irbis: .composed(13, "A"), option: CommandLineOption("postcode", "TEXT"))
        case .city:
            return FieldDescriptor(self, \.city, text: \Reader.address.city, columns: [.text("city")], limit: line, irbis: .composed(13, "C"),
                                   option: CommandLineOption("city", "TEXT"))
        case .street:
            return FieldDescriptor(self, \.street, text: \Reader.address.street, columns: [.text("street")], limit: line,
                                   irbis: .composed(13, "D"), option: CommandLineOption("street", "TEXT"))
        case .house:
            return FieldDescriptor(self, \.house, text: \Reader.address.house, columns: [.text("house")], limit: line, irbis: .composed(13, "E"),
                                   option: CommandLineOption("house", "TEXT"))
        case .flat:
            return FieldDescriptor(self, \.flat, text: \Reader.address.flat, columns: [.text("flat")], limit: line, irbis: .composed(13, "H"),
                                   option: CommandLineOption("flat", "TEXT"))
        case .phone:
            return FieldDescriptor(self, \.phone, columns: [.text("phone")], limit: FieldLimits.phone, irbis: .composed(17),
                                   option: CommandLineOption("phone", "PHONE"), note: "The reader's own phone; other readers may have it too.",
                                   control: .phone)
        case .email:
            return FieldDescriptor(self, \.email, columns: [.text("email")], limit: FieldLimits.email, irbis: .composed(32),
                                   option: CommandLineOption("email", "ADDRESS"), control: .email)
        case .parentPhone:
            return FieldDescriptor(self, \.parentPhone, columns: [.text("parent_phone")], limit: FieldLimits.phone,
                                   option: CommandLineOption("parent-phone", "PHONE"), note: "A parent's or guardian's phone.", control: .phone)
        case .parentEmail:
            return FieldDescriptor(self, \.parentEmail, columns: [.text("parent_email")], limit: FieldLimits.email,
                                   option: CommandLineOption("parent-email", "ADDRESS"), control: .email)
        case .workplace:
            return FieldDescriptor(self, \.workplace, text: \Reader.workplace, columns: [.text("workplace")], limit: line, irbis: .composed(15),
                                   option: CommandLineOption("workplace", "TEXT"))
        case .registeredOn:
            return FieldDescriptor(self, \.registeredOn, columns: [.day("registered_on")], irbis: .composed(51),
                                   option: CommandLineOption("registered", "YYYY-MM-DD"), api: .day,
                                   note: "The registration day; today by default.", control: .day)
        }
    }
}
