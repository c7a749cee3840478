import KartotekaCore
import KartotekaWire

extension EnglishTexts: StandingPageTexts {
    var kindByBBK: String { "— by the BBK index —" }
    var lostOn: String { "lost" }
    var lossNotMadeGood: String { "not made good" }
    var howMadeGood: String { "Made good by" }
    var lossNote: String { "Note" }
    var sumPaid: String { "Sum" }
    var sumPaidHint: String { "when paid for, such as 254" }
    var settleLoss: String { "Record it made good" }
    var lostBooks: String { "Lost books" }
    var blocksByHand: String { "Blocks set by a librarian" }
    var blockReason: String { "Reason for the block" }
    var blockUntil: String { "until" }
    var blockUntilHint: String { "the block's last day; empty: until lifted" }
    var blockReader: String { "Block lending" }
    var liftBlock: String { "Lift the block" }
    var blockedReaders: String { "Readers who may not borrow" }
    var noBlockedReaders: String { "Every reader may borrow." }
    var blockSet: String { "Lending to the reader is blocked." }
    var blockLifted: String { "The block is lifted." }
    var lossRecorded: String { "The loss is recorded: the loan is closed and the copy marked lost." }
    var lossSettled: String { "The loss is recorded as made good." }
    var ruleSaved: String { "Loan rule saved." }
    var ruleRemoved: String { "Loan rule removed." }
    var blocksAndClasses: String { "Blocks and classes" }
    var blockAtOverdueLoans: String { "Stop lending at this many overdue books" }
    var blockAtOverdueDays: String { "Stop lending once a book is this many days overdue" }
    var lastGradeOfSchool: String { "Last grade of the school" }
    var pupilCategoryField: String { "Pupils' category" }
    var pupilCategoryHint: String { "new pupils from class lists get it" }
    var blockThresholdRule: String { "A number from 0 to 1,000 (0: never)." }
    var lastGradeRule: String { "The last grade is 9, 10 or 11." }
    var loanRulesHeading: String { "Loan rules" }
    var loanRulesExplained: String {
        "For a reader category, a kind of item, or both. The most specific rule decides: category and kind, then kind, "
            + "then category, then the library's own rules (the period and renewals above)."
    }
    func loanTermsLine(days: Int, loans: Int?, renewals: Int, readingRoom: Bool) -> String {
        if readingRoom { return "reading room only" }
        let limit = loans.map { ", at most \($0) held at once" } ?? ""
        return "for \(days) \(plural(days, "day", "days"))\(limit), renewals: \(renewals)"
    }
    var anyKind: String { "any kind" }
    var ruleCategory: String { "Reader category" }
    var ruleCategoryHint: String { "empty: any category" }
    var ruleKind: String { "Kind of item" }
    var maximumLoansField: String { "Books held at once, at most" }
    var emptyMeansNoLimit: String { "empty: no limit" }
    var readingRoomOnlyField: String { "Reading room only (not lent home)" }
    var saveRule: String { "Save the rule" }
}
