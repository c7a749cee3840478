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

    /// A pupil the hand-out left out, and why.
    public struct LeftOut: Codable, Sendable, Hashable {
        public var ticketNumber: String
        /// `Петров П. П.`.
        public var readerName: String
        /// Why they may not take a copy now, in the caller's language.
        public var reason: String
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
    /// The pupils a hand-out left out, each with why; absent in a set read later. Running the
    /// hand-out again for the class gives them theirs once they may.
    public var leftOut: [LeftOut]?

    /// The resource for a set, the reasons pupils were left out in `language`.
    public init(_ set: ClassSet, language: Language = .russian) {
        id = set.id.rawValue
        titleId = set.titleID?.rawValue
        title = set.titleDescription
        schoolClass = set.schoolClass.text
        teacher = set.teacher?.rawValue
        handedOn = set.handedOn.isoText
        handedBy = set.handedBy
        outstanding = set.outstanding.count
        copies = set.loans.map(Copy.init)
        leftOut = set.leftOut.isEmpty ? nil : set.leftOut.map {
            LeftOut(ticketNumber: $0.ticketNumber.rawValue, readerName: $0.name, reason: $0.reason.text(in: language))
        }
    }
}
