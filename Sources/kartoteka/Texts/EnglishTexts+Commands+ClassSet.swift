import KartotekaCore

extension EnglishTexts: ClassSetCommandTexts {
    var classSetGiveSummary: String { "hand a textbook set to a class or a teacher" }
    var classSetListSummary: String { "textbook sets and who has not returned them" }
    var classSetReturnSummary: String { "take copies of a set back" }
    var classSetTitleHelp: String { "the textbook's title number in the catalogue" }
    var classSetClassHelp: String { "the class, 5A" }
    var classSetTeacherHelp: String { "ticket of the teacher who takes the set for the class" }
    var classSetCountHelp: String { "how many copies the teacher takes (by default as many as the class has pupils)" }
    var classSetIDHelp: String { "the set's number from class-set list" }
    var classSetInventoryHelp: String { "inventory number of a copy taken back (may be repeated)" }
    var noClassSets: String { "No sets handed out." }
    var classSetTeacherNote: String { "to the teacher" }
    func classSetOutstanding(_ count: Int, of total: Int) -> String { "\(count) of \(total) still out" }
    var classSetLeftOutMark: String { "not handed:" }
    func classSetCopyState(_ state: String) -> String { ["made_good": "lost, made good"][state] ?? state }
    var ruleUntilHelp: String { "lend until this day of the year (05-31, the end of the school year); none: for the period in days" }
    var lentUntil: String { "until" }
    var monthDayExpected: String { "a day of the year: 05-31 or 31.05, or none" }
}
