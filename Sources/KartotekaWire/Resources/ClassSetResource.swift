import Foundation
import KartotekaCore

/// A textbook set handed to a class as the API shows it: the title, the class, the teacher who
/// took it (if one did), and each copy with who holds it and whether it is back.
public struct ClassSetResource: Codable, Sendable, Hashable {
    /// A copy of the set.
    public struct Copy: Codable, Sendable, Hashable {
        public var inventoryNumber: String
        public var ticketNumber: String?
        /// `Иванов И. И.`; absent once the reader is anonymised.
        public var readerName: String?
        /// `YYYY-MM-DD`.
        public var dueOn: String
        /// `out`, `returned` or `lost`.
        public var state: String

        /// The resource for a loan of the set.
        public init(_ loan: LoanDetails) {
            inventoryNumber = loan.loan.inventoryNumber.rawValue
            ticketNumber = loan.loan.ticketNumber?.rawValue
            readerName = loan.holder?.shortName
            dueOn = loan.loan.dueOn.isoText
            state = loan.loan.lostAt != nil ? "lost" : loan.loan.isOpen ? "out" : "returned"
        }
    }

    public var id: Int64
    public var titleId: Int64?
    /// `Петерсон Л. Г. Математика`.
    public var title: String
    /// `5А`.
    public var schoolClass: String
    /// The ticket of the teacher who took it for the class; absent: handed to the pupils.
    public var teacher: String?
    /// `YYYY-MM-DD`.
    public var handedOn: String
    public var handedBy: String?
    /// How many copies are still out.
    public var outstanding: Int
    public var copies: [Copy]

    /// The resource for a set.
    public init(_ set: ClassSet) {
        id = set.id.rawValue
        titleId = set.titleID?.rawValue
        title = set.titleDescription
        schoolClass = set.schoolClass.text
        teacher = set.teacher?.rawValue
        handedOn = set.handedOn.isoText
        handedBy = set.handedBy
        outstanding = set.outstanding.count
        copies = set.loans.map(Copy.init)
    }
}

/// The body of `POST /api/v1/class-sets`: a textbook title for a class, to its pupils or a teacher.
public struct ClassSetInput: Codable, Sendable, Hashable {
    public var titleId: Int64
    /// `5А`.
    public var schoolClass: String
    /// The teacher's ticket; absent: each pupil takes a copy.
    public var teacher: String?
    /// How many copies the teacher takes; absent: one per pupil.
    public var count: Int?

    /// Creates the input.
    public init(titleId: Int64, schoolClass: String, teacher: String? = nil, count: Int? = nil) {
        self.titleId = titleId
        self.schoolClass = schoolClass
        self.teacher = teacher
        self.count = count
    }

    /// The request; a problem names its field.
    public func request() throws(ValidationError) -> ClassSetRequest {
        var problems = ProblemCollector()
        let parsedClass = problems.parse(SchoolClass.field) { try SchoolClass(parsing: schoolClass) }
        let ticket = teacher.flatMap { $0.isEmpty ? nil : $0 }.flatMap { text in
            problems.parse("teacher") { try TicketNumber(validating: text) }
        }
        try problems.throwIfAny()
        return try ClassSetRequest(titleID: TitleID(titleId), schoolClass: parsedClass!, teacher: ticket, count: count)
    }
}

/// The body of `POST /api/v1/class-sets/{id}/return`: the copies taken back.
public struct ClassSetReturnInput: Codable, Sendable, Hashable {
    public var copies: [String]

    /// Creates the input.
    public init(copies: [String]) {
        self.copies = copies
    }

    /// The copies; a number that is none is a problem of `copies`.
    public func inventoryNumbers() throws(ValidationError) -> [InventoryNumber] {
        var problems = ProblemCollector()
        let numbers = copies.compactMap { text in problems.parse("copies") { try InventoryNumber(validating: text) } }
        try problems.throwIfAny()
        return numbers
    }
}
