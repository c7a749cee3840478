import KartotekaCore

/// The texts of the `class-set` commands and of a rule's last day of the year.
protocol ClassSetCommandTexts: Sendable {
    var classSetGiveSummary: String { get }
    var classSetListSummary: String { get }
    var classSetReturnSummary: String { get }
    var classSetTitleHelp: String { get }
    var classSetClassHelp: String { get }
    var classSetTeacherHelp: String { get }
    var classSetCountHelp: String { get }
    var classSetIDHelp: String { get }
    var classSetInventoryHelp: String { get }
    var noClassSets: String { get }
    var classSetTeacherNote: String { get }
    func classSetOutstanding(_ count: Int, of total: Int) -> String
    var classSetLeftOutMark: String { get }
    func classSetCopyState(_ state: String) -> String
    var ruleUntilHelp: String { get }
    var lentUntil: String { get }
    var monthDayExpected: String { get }
}
