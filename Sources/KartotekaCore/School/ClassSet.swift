import Foundation

/// Identifies a class set.
public typealias ClassSetID = RowID<ClassSet>

/// A textbook title handed to a class for the school year: one copy to each pupil of the class,
/// or all of them to a teacher for the class — each copy an ordinary loan under the textbook
/// loan rule, so that it is on the pupil's card and the desk, taken back by a scan, and lost as
/// any loan is. The set keeps the class it was handed to, whatever class its pupils move to.
public struct ClassSet: Sendable, Hashable {
    /// The set's id.
    public let id: ClassSetID
    /// Its title; `nil` once the title is deleted.
    public var titleID: TitleID?
    /// `Петерсон Л. Г. Математика. 1 класс`, kept.
    public var titleDescription: String
    /// The class it was handed to.
    public var schoolClass: SchoolClass
    /// The teacher it was handed to for the class; `nil`: to the pupils themselves.
    public var teacher: TicketNumber?
    /// The day it was handed out.
    public var handedOn: Day
    /// The account that handed it out; `nil`: the command line.
    public var handedBy: String?
    /// Its loans, by the holder's name: open, returned, or ended as lost.
    public var loans: [LoanDetails]

    /// Creates a set.
    public init(id: ClassSetID, titleID: TitleID?, titleDescription: String, schoolClass: SchoolClass, teacher: TicketNumber?,
                handedOn: Day, handedBy: String?, loans: [LoanDetails]) {
        self.id = id
        self.titleID = titleID
        self.titleDescription = titleDescription
        self.schoolClass = schoolClass
        self.teacher = teacher
        self.handedOn = handedOn
        self.handedBy = handedBy
        self.loans = loans
    }

    /// The loans not yet taken back: who still owes what.
    public var outstanding: [LoanDetails] { loans.filter(\.loan.isOpen) }
}

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

/// Why a class set cannot be handed out or taken back as asked.
public enum ClassSetError: KartotekaError, Equatable {
    /// No set has this id.
    case setNotFound(ClassSetID)
    /// The class has no pupils (none registered in it, or all graduated).
    case classEmpty(SchoolClass)
    /// Fewer copies of the title are on the shelf than the set needs.
    case notEnoughCopies(available: Int, needed: Int)
    /// The copy is not out in this set.
    case notInSet(InventoryNumber, ClassSetID)

    public var code: String {
        switch self {
        case .setNotFound: "class_set_not_found"
        case .classEmpty: "class_empty"
        case .notEnoughCopies: "not_enough_copies"
        case .notInSet: "copy_not_in_class_set"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .setNotFound: .notFound
        case .classEmpty, .notEnoughCopies, .notInSet: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .setNotFound(let id): Bilingual { $0.classSetNotFound(id) }
        case .classEmpty(let schoolClass): Bilingual { $0.classEmpty(schoolClass) }
        case .notEnoughCopies(let available, let needed): Bilingual { $0.notEnoughCopiesForSet(available: available, needed: needed) }
        case .notInSet(let inventory, let id): Bilingual { $0.copyNotInClassSet(inventory, id) }
        }
    }
}
