import Foundation

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
    /// The pupils the last hand-out left out, each with why; only in a hand-out's answer (a set
    /// read later lists the class's pupils without a copy, ``ClassSetStore``'s `pupilsWithout`).
    public var leftOut: [ClassSetLeftOut] = []

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

    /// The loans not yet taken back.
    public var outstanding: [LoanDetails] { loans.filter(\.loan.isOpen) }

    /// Who still owes what: the copies not yet taken back and those lost (a lost textbook is
    /// owed until it is made good).
    public var owed: [LoanDetails] { loans.filter(\.loan.isOwed) }
}
