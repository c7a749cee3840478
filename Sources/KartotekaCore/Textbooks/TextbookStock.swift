/// A carded textbook title as the textbook list's reports count it: its subject and grades from
/// its card, its Federal list number and last day from the title, and its copies in the fund.
public struct TextbookStock: Sendable, Hashable {
    /// The title.
    public var titleID: TitleID
    /// `Петерсон Л. Г. Математика`.
    public var description: String
    /// The card's number in the textbook fund.
    public var cardNumber: Int
    /// The number in the Federal list of textbooks (ФПУ); empty when not recorded.
    public var fpuNumber: String
    /// The school subject, from the card.
    public var subject: String
    /// The grades it is for, from the card.
    public var grades: ClosedRange<Int>
    /// The last day it may be used; `nil`: no end set.
    public var usableUntil: Day?
    /// Its copies in the fund (not written off), lent or not.
    public var copies: Int
    /// The work it is a part of, when it is one (its authors and title, folded); empty otherwise.
    public var work: String
    /// Which part of the work it is (the title's volume, `Ч. 1`); empty for a textbook in one part.
    public var part: String

    /// Creates the row.
    public init(titleID: TitleID, description: String, cardNumber: Int, fpuNumber: String, subject: String, grades: ClosedRange<Int>,
                usableUntil: Day?, copies: Int, work: String = "", part: String = "") {
        self.work = work
        self.part = part
        self.titleID = titleID
        self.description = description
        self.cardNumber = cardNumber
        self.fpuNumber = fpuNumber
        self.subject = subject
        self.grades = grades
        self.usableUntil = usableUntil
        self.copies = copies
    }

    /// Whether it may still be used on `day`.
    public func usable(on day: Day) -> Bool {
        usableUntil.map { day <= $0 } ?? true
    }

    /// Whether it may be used through the whole school year that begins on `start` (1 September):
    /// to its last day, 31 August. A textbook the list lets go on 25 September serves no year
    /// that begins after it came off.
    public func usable(throughYearFrom start: Day) -> Bool {
        usable(on: Day(year: start.year + 1, month: 8, day: 31) ?? start)
    }

    /// `5–6`, or `5`.
    public var gradesText: String { TextbookCard.gradesText(grades) }
}
