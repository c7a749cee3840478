import KartotekaCore
import KartotekaWire

extension EnglishTexts: ClassSetPageTexts {
    var loanUntilField: String { "Lend until a day of the year (MM-DD)" }
    var loanUntilHint: String { "Such as 05-31, the end of the school year; empty: for the loan period in days." }
    func loanedUntil(_ day: MonthDay, line: String) -> String { "until \(day.text); \(line)" }
    var classSets: String { "Textbook sets" }
    var classSetsNone: String { "No sets handed out." }
    var handOutSet: String { "Hand a set to a class" }
    var setTitleField: String { "Textbook" }
    var setTitleHint: String { "Start typing the author or the title and choose the textbook from the list (titles of the kind «textbook»)." }
    var setClassField: String { "Class" }
    var setTeacherField: String { "Teacher (ticket)" }
    var setTeacherHint: String { "Empty: a copy to each pupil of the class." }
    var setCountField: String { "Copies to the teacher" }
    var setCountHint: String { "Empty: as many as the class has pupils." }
    func setOutstanding(_ count: Int, of total: Int) -> String { "\(count) of \(total) still out" }
    var setToTeacher: String { "to the teacher" }
    var owingList: String { "Textbooks not returned" }
    var owingNone: String { "Every textbook is back." }
    var copyOut: String { "out" }
    var copyReturned: String { "returned" }
    var copyLost: String { "lost" }
    var copyLostMadeGood: String { "lost, made good" }
    var takeBackCopies: String { "Take copies back" }
    var takeBackCopiesHint: String { "Scan or type the inventory numbers, one a line." }
    var takeBack: String { "Take back" }
    var pupilsWithoutHeading: String { "Still without the textbook" }
    var pupilsWithoutHint: String { "The class's pupils who have no copy. «Hand to the rest» gives them one of this set if they may take it now." }
    var handToTheRest: String { "Hand to the rest" }
    var leftOutHeading: String { "Not handed — why" }
    var markReturned: String { "Returned" }
    var markLost: String { "Lost" }
    var pupil: String { "Pupil" }
    var dueOnHeading: String { "Due" }
    var classSetMark: String { "set of" }
}
