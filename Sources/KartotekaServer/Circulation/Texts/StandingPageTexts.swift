import KartotekaCore
import KartotekaWire

/// The texts of the loan rules, blocks and lost books on the pages, and the kind of a title.
protocol StandingPageTexts: Sendable {
    var kindByBBK: String { get }
    var lostOn: String { get }
    var lossNotMadeGood: String { get }
    var howMadeGood: String { get }
    var lossNote: String { get }
    var sumPaid: String { get }
    var sumPaidHint: String { get }
    var settleLoss: String { get }
    var lostBooks: String { get }
    var blocksByHand: String { get }
    var blockReason: String { get }
    var blockUntil: String { get }
    var blockUntilHint: String { get }
    var blockReader: String { get }
    var liftBlock: String { get }
    var blockedReaders: String { get }
    var noBlockedReaders: String { get }
    var blockSet: String { get }
    var blockLifted: String { get }
    var lossRecorded: String { get }
    var lossSettled: String { get }
    var ruleSaved: String { get }
    var ruleRemoved: String { get }
    var blocksAndClasses: String { get }
    var blockAtOverdueLoans: String { get }
    var blockAtOverdueDays: String { get }
    var lastGradeOfSchool: String { get }
    var pupilCategoryField: String { get }
    var pupilCategoryHint: String { get }
    var blockThresholdRule: String { get }
    var lastGradeRule: String { get }
    var loanRulesHeading: String { get }
    var loanRulesExplained: String { get }
    func loanTermsLine(days: Int, loans: Int?, renewals: Int, readingRoom: Bool) -> String
    var anyKind: String { get }
    var ruleCategory: String { get }
    var ruleCategoryHint: String { get }
    var ruleKind: String { get }
    var maximumLoansField: String { get }
    var emptyMeansNoLimit: String { get }
    var readingRoomOnlyField: String { get }
    var saveRule: String { get }
}
