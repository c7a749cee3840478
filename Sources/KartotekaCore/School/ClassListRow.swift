/// One pupil read from a class list.
public struct ClassListRow: Sendable, Hashable {
    /// The line of the file it came from, counting from 1.
    public var line: Int
    public var surname: String
    public var firstName: String
    public var patronymic: String
    public var schoolClass: SchoolClass
    public var phone: PhoneNumber?
    public var email: EmailAddress?
    public var parentPhone: PhoneNumber?
    /// The reader ticket, when the list has them.
    public var ticketNumber: TicketNumber?

    /// Creates a row.
    public init(line: Int, surname: String, firstName: String, patronymic: String = "", schoolClass: SchoolClass,
                phone: PhoneNumber? = nil, email: EmailAddress? = nil, parentPhone: PhoneNumber? = nil,
                ticketNumber: TicketNumber? = nil) {
        self.line = line
        self.surname = surname
        self.firstName = firstName
        self.patronymic = patronymic
        self.schoolClass = schoolClass
        self.phone = phone
        self.email = email
        self.parentPhone = parentPhone
        self.ticketNumber = ticketNumber
    }

    /// `Иванов Иван Иванович`.
    public var fullName: String {
        [surname, firstName, patronymic].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// A line of a class list that cannot be imported, and why.
public struct ClassListProblem: Sendable, Hashable {
    /// The line, counting from 1; 0 for the file as a whole.
    public var line: Int
    /// What is wrong and what to fix.
    public var message: Bilingual

    /// Creates a problem.
    public init(line: Int, message: Bilingual) {
        self.line = line
        self.message = message
    }
}
