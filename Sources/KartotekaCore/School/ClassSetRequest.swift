/// A class set as a librarian asks for it: a textbook title for a class, to its pupils or to a
/// teacher (as many copies as the class has pupils, or `count`).
public struct ClassSetRequest: Sendable, Hashable {
    /// The title.
    public var titleID: TitleID
    /// The class.
    public var schoolClass: SchoolClass
    /// The teacher who takes the set for the class; `nil`: each pupil takes a copy.
    public var teacher: TicketNumber?
    /// How many copies the teacher takes; `nil`: one per pupil of the class.
    public var count: Int?

    /// The most copies one set hands out.
    public static let counts = 1...200

    /// Reads a title's number as typed into the form's `titleId`: required.
    public static func titleID(parsing text: String) throws(ValidationError) -> TitleID {
        guard let id = TitleID(parsing: text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError(field: "titleId", message: Bilingual { $0.replacementTitleRule })
        }
        return id
    }

    /// Reads a number of copies as typed into the form's `count`: empty is none.
    public static func count(parsing text: String) throws(ValidationError) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard let value = Int(trimmed) else { throw ValidationError(field: "count", message: Bilingual { $0.classSetCountRange }) }
        return value
    }

    /// Checks the count: only with a teacher, within ``counts``.
    public init(titleID: TitleID, schoolClass: SchoolClass, teacher: TicketNumber? = nil, count: Int? = nil) throws(ValidationError) {
        if let count {
            guard teacher != nil else { throw ValidationError(field: "count", message: Bilingual { $0.classSetCountOnlyForTeacher }) }
            guard Self.counts.contains(count) else { throw ValidationError(field: "count", message: Bilingual { $0.classSetCountRange }) }
        }
        self.titleID = titleID
        self.schoolClass = schoolClass
        self.teacher = teacher
        self.count = count
    }
}
