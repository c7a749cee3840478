import KartotekaCore

/// The texts of the desk, loan rule, block, loss and class commands, and how their results print.
protocol DeskCommandTexts: Sendable {
    var deskSummary: String { get }
    var deskDetails: String { get }
    var deskPrompt: String { get }
    var deskReaderLeft: String { get }
    var deskSecondCopyHint: String { get }
    var deskAgeOverrideHint: String { get }
    var classFilterHelp: String { get }
    var classOfListHelp: String { get }
    var categoryFilterHelp: String { get }
    var categoryExpected: String { get }
    var graduatedHelp: String { get }
    var importClassSummary: String { get }
    var importClassDetails: String { get }
    var classListDryRunHelp: String { get }
    var promoteSummary: String { get }
    var promoteDetails: String { get }
    var promotionDryRunHelp: String { get }
    var promotionUndoHelp: String { get }
    func promotionUndone(_ day: String, restored: Int, of pupils: Int) -> String
    var ruleListSummary: String { get }
    var ruleSetSummary: String { get }
    var ruleSetDetails: String { get }
    var ruleRemoveSummary: String { get }
    var ruleCategoryHelp: String { get }
    var ruleKindHelp: String { get }
    var kindChoices: String { get }
    var rulePeriodHelp: String { get }
    var ruleMaxLoansHelp: String { get }
    var maxLoansExpected: String { get }
    var ruleRenewalsHelp: String { get }
    var ruleReadingRoomHelp: String { get }
    var ruleSaved: String { get }
    func ruleRemoved(_ scope: String) -> String
    var blockAddSummary: String { get }
    var blockRemoveSummary: String { get }
    var blockListSummary: String { get }
    var blockReasonHelp: String { get }
    var blockUntilHelp: String { get }
    var blockIDHelp: String { get }
    func readerBlockedNote(_ ticket: TicketNumber) -> String
    func blockLifted(_ id: BlockID) -> String
    func mayBorrow(_ ticket: TicketNumber) -> String
    var nobodyBlocked: String { get }
    var lossRecordSummary: String { get }
    var lossSettleSummary: String { get }
    var lossListSummary: String { get }
    var lossIDHelp: String { get }
    var lossHowHelp: String { get }
    var lossHowChoices: String { get }
    var lossNoteHelp: String { get }
    var lossAmountHelp: String { get }
    var unsettledHelp: String { get }
    var lossRecordedNote: String { get }
    var lossSettledNote: String { get }
    var noLosses: String { get }
    var blockOverdueLoansHelp: String { get }
    var blockOverdueDaysHelp: String { get }
    var lastGradeHelp: String { get }
    var pupilCategoryHelp: String { get }
    func blockThresholdsLabel(loans: Int, days: Int) -> String
    var lastGradeLabel: String { get }
    var pupilCategoryLabel: String { get }
    var schoolClassLabel: String { get }
    func graduateOfClass(_ schoolClass: String) -> String
    var parentPhoneLabel: String { get }
    var parentEmailLabel: String { get }
    func lostSuffix(on day: Day) -> String
    func phoneAlsoOf(_ readers: String) -> String
    var mayNotBorrowHeading: String { get }
    func lossesHeading(count: Int) -> String
    var notMadeGood: String { get }
    func loanTerms(days: Int, loans: Int?, renewals: Int, readingRoom: Bool) -> String
    func classListChecked(_ classes: [String]) -> String
    func classListStored(_ classes: [String]) -> String
    func newPupilsHeading(_ count: Int) -> String
    func changedPupilsHeading(_ count: Int) -> String
    func unchangedPupilsLine(_ count: Int) -> String
    var classListForNextYearLine: String { get }
    func listedAheadHeading(_ count: Int) -> String
    func missingPupilsHeading(_ count: Int) -> String
    func lineProblem(_ line: Int, _ message: String) -> String
    func promotionChecked(lastGrade: Int) -> String
    var promotionDone: String { get }
    func previousPromotion(_ day: String) -> String
    func pupilsCount(_ count: Int) -> String
    func leaversHeading(_ count: Int) -> String
    func holdingCount(_ count: Int) -> String
}
