import KartotekaCore

extension EnglishTexts: DeskCommandTexts {
    var deskSummary: String { "the reader-first desk: scan a ticket, then books" }
    var deskDetails: String {
        "Each line is a scan (a barcode scanner types the code and Enter): a ticket brings the reader up, a book on loan is taken "
            + "back, any other book is lent to the reader at the desk. “-” lets the reader go; “+” after the refusal of a second copy "
            + "or of a book just handed in, and “!” after a refusal by age mark (below 18+, a librarian only) lend it all the same; "
            + "the end of input (Ctrl+D) ends the desk."
    }
    var deskPrompt: String { "Scan a reader's ticket, then books; “-” for the next reader, Ctrl+D to stop." }
    var deskReaderLeft: String { "No reader at the desk: scan the next one's ticket." }
    var deskSecondCopyHint: String { "“+” lends this copy all the same." }
    var deskAgeOverrideHint: String { "“!” lends it all the same, on the librarian's word (never 18+)." }
    var classFilterHelp: String { "only the pupils of this class: 5A (read as the Cyrillic letter)" }
    var classOfListHelp: String { "the class of the pupils whose line names none" }
    var categoryFilterHelp: String { "only the readers of this category" }
    var categoryExpected: String { "a category's name." }
    var graduatedHelp: String { "left school (yes) or not (no)" }
    var importClassSummary: String { "bring in a class list (CSV saved by Excel or LibreOffice)" }
    var importClassDetails: String {
        "Columns: Surname, Name, Patronymic (or Full name), Class; optionally Phone, E-mail, Parent's phone, Ticket. "
            + "Separated by “;” or “,”, in UTF-8 or Windows-1251. Check it first: kartoteka reader import-class 5a.csv --dry-run"
    }
    var classListDryRunHelp: String { "only check: show who is new, what changes and who is missing" }
    var promoteSummary: String { "move every class a year up, graduating the last grade" }
    var promoteDetails: String {
        "Once a year; look first: kartoteka reader promote --dry-run. The school's last grade is a setting (--last-grade)."
    }
    var promotionDryRunHelp: String { "only show what it would do, changing nothing" }
    var promotionUndoHelp: String { "undo the last promotion: pupils back in their classes, graduates readers again" }
    func promotionUndone(_ day: String, restored: Int, of pupils: Int) -> String {
        "The promotion of \(day) is undone: \(restored) of \(pupils) pupils are back in their classes."
    }
    var ruleListSummary: String { "the loan rules per reader category and kind of item" }
    var ruleSetSummary: String { "set a loan rule" }
    var ruleSetDetails: String {
        "A rule is for a category, a kind of item, or both; the most specific one decides. Terms left out are the rule's, or the "
            + "library's. Example: kartoteka rule set --category pupil --kind textbook --period 300 --max-loans 15"
    }
    var ruleRemoveSummary: String { "remove a loan rule" }
    var ruleCategoryHelp: String { "the readers' category (any when left out)" }
    var ruleKindHelp: String { "the kind of item (any when left out)" }
    var kindChoices: String { "textbook, fiction, reference, periodical or other." }
    var rulePeriodHelp: String { "the loan period, in days" }
    var ruleMaxLoansHelp: String { "how many loans under the rule a reader may hold at once (none: no limit)" }
    var maxLoansExpected: String { "a number from 0 to 1000, or none." }
    var ruleRenewalsHelp: String { "how many renewals a loan may have" }
    var ruleReadingRoomHelp: String { "reading room only (yes) or lent home too (no)" }
    var ruleSaved: String { "Rule saved." }
    func ruleRemoved(_ scope: String) -> String { "Rule “\(scope)” removed." }
    var blockAddSummary: String { "stop lending to a reader" }
    var blockRemoveSummary: String { "lift a block" }
    var blockListSummary: String { "who may not borrow, and why" }
    var blockReasonHelp: String { "why" }
    var blockUntilHelp: String { "the block's last day (until lifted when left out)" }
    var blockIDHelp: String { "the block's number from block list" }
    func readerBlockedNote(_ ticket: TicketNumber) -> String { "Lending to reader \(ticket) is blocked." }
    func blockLifted(_ id: BlockID) -> String { "Block no. \(id) lifted." }
    func mayBorrow(_ ticket: TicketNumber) -> String { "Reader \(ticket) may borrow." }
    var nobodyBlocked: String { "Every reader may borrow." }
    var lossRecordSummary: String { "record that a reader lost a book" }
    var lossSettleSummary: String { "record how a loss was made good" }
    var lossListSummary: String { "lost books" }
    var lossIDHelp: String { "the loss's number from loss list" }
    var lossHowHelp: String { "how: replaced by an equal book, paid for, or settled otherwise" }
    var lossHowChoices: String { "replaced, paid or by-hand." }
    var lossNoteHelp: String { "a note (required with by-hand)" }
    var lossAmountHelp: String { "the sum paid" }
    var unsettledHelp: String { "only those not made good" }
    var lossRecordedNote: String { "Loss recorded: the loan is closed and the copy lost; the reader may not borrow until it is made good." }
    var lossSettledNote: String { "Recorded as made good." }
    var noLosses: String { "No lost books." }
    var blockOverdueLoansHelp: String { "stop lending at this many overdue books (0: never)" }
    var blockOverdueDaysHelp: String { "stop lending once a book is this many days overdue (0: never)" }
    var lastGradeHelp: String { "the school's last grade: 9, 10 or 11" }
    var pupilCategoryHelp: String { "the category of new pupils from class lists" }
    func blockThresholdsLabel(loans: Int, days: Int) -> String {
        "Blocks: overdue books \(loans == 0 ? "—" : String(loans)), days overdue \(days == 0 ? "—" : String(days))"
    }
    var lastGradeLabel: String { "Last grade: " }
    var pupilCategoryLabel: String { "Pupils' category: " }
    var schoolClassLabel: String { "Class" }
    func graduateOfClass(_ schoolClass: String) -> String { "left school (\(schoolClass))" }
    var parentPhoneLabel: String { "Parent's phone" }
    var parentEmailLabel: String { "Parent's e-mail" }
    func lostSuffix(on day: Day) -> String { ", lost \(day.isoText)" }
    func phoneAlsoOf(_ readers: String) -> String { "  This phone is also: \(readers)" }
    var mayNotBorrowHeading: String { "May not borrow:" }
    func lossesHeading(count: Int) -> String { "Lost books (\(count)):" }
    var notMadeGood: String { "not made good" }
    func loanTerms(days: Int, loans: Int?, renewals: Int, readingRoom: Bool) -> String {
        if readingRoom { return "reading room only" }
        return "\(days) \(plural(days, "day", "days"))" + (loans.map { ", at most \($0) held" } ?? "") + ", renewals \(renewals)"
    }
    func classListChecked(_ classes: [String]) -> String {
        "A check of the list (\(classes.joined(separator: ", "))): nothing stored. Run it without --dry-run to store it."
    }
    func classListStored(_ classes: [String]) -> String { "The list is stored (\(classes.joined(separator: ", ")))." }
    func newPupilsHeading(_ count: Int) -> String { "New readers (\(count)):" }
    func changedPupilsHeading(_ count: Int) -> String { "Will change (\(count)):" }
    func unchangedPupilsLine(_ count: Int) -> String { "Unchanged: \(count)." }
    var classListForNextYearLine: String {
        "A list for the coming school year (most pupils come from the grade below): the promotion leaves them in the classes it gives."
    }
    func listedAheadHeading(_ count: Int) -> String { "Placed by a list for the coming school year, not moved again (\(count)):" }
    func missingPupilsHeading(_ count: Int) -> String { "In the class but not in the list (\(count)):" }
    func lineProblem(_ line: Int, _ message: String) -> String { "Line \(line) left out: \(message)" }
    func promotionChecked(lastGrade: Int) -> String {
        "How it will be (nothing changed; the pupils of grade \(lastGrade) leave school):"
    }
    var promotionDone: String { "The classes are promoted:" }
    func previousPromotion(_ day: String) -> String { "The promotion before was on \(day)." }
    func pupilsCount(_ count: Int) -> String { "\(count) \(plural(count, "pupil", "pupils"))" }
    func leaversHeading(_ count: Int) -> String { "Leaving school (\(count)):" }
    func holdingCount(_ count: Int) -> String { count == 0 ? "holds no books" : "holds \(count) \(plural(count, "book", "books"))" }
}
