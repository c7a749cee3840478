import KartotekaCore
import KartotekaWire

/// The texts of textbook sets handed to classes, and of loan rules that lend until a day of the year.
protocol ClassSetPageTexts: Sendable {
    var loanUntilField: String { get }
    var loanUntilHint: String { get }
    func loanedUntil(_ day: MonthDay, line: String) -> String
    var classSets: String { get }
    var classSetsNone: String { get }
    var handOutSet: String { get }
    var setTitleField: String { get }
    var setTitleHint: String { get }
    var setClassField: String { get }
    var setTeacherField: String { get }
    var setTeacherHint: String { get }
    var setCountField: String { get }
    var setCountHint: String { get }
    func setOutstanding(_ count: Int, of total: Int) -> String
    var setToTeacher: String { get }
    var owingList: String { get }
    var owingNone: String { get }
    var copyOut: String { get }
    var copyReturned: String { get }
    var copyLost: String { get }
    var copyLostMadeGood: String { get }
    var takeBackCopies: String { get }
    var takeBackCopiesHint: String { get }
    var takeBack: String { get }
    var pupilsWithoutHeading: String { get }
    var pupilsWithoutHint: String { get }
    var handToTheRest: String { get }
    var leftOutHeading: String { get }
    var markReturned: String { get }
    var markLost: String { get }
    var pupil: String { get }
    var dueOnHeading: String { get }
    var classSetMark: String { get }
}
