/// The texts of the fund's accounts: receipts and their sources and documents, kinds of document,
/// acts of write-off and their reasons, the BBK sections of the КСУ, stock checks, and why any of
/// them cannot be as asked.
protocol AccountingTexts: Sendable {
    var purchaseSource: String { get }
    var giftSource: String { get }
    var subscriptionSource: String { get }
    var exchangeSource: String { get }
    var replacementSource: String { get }
    var legalDepositSource: String { get }
    var transferSource: String { get }
    var otherSource: String { get }
    var invoiceDocument: String { get }
    var waybillDocument: String { get }
    var registerDocument: String { get }
    var transferActDocument: String { get }
    var acceptanceActDocument: String { get }
    var bookDocumentType: String { get }
    var brochureDocumentType: String { get }
    var journalDocumentType: String { get }
    var newspaperDocumentType: String { get }
    var audiovisualDocumentType: String { get }
    var electronicDocumentType: String { get }
    var documentTypeRule: String { get }
    var textbookFundClass: String { get }
    var teachingAidFundClass: String { get }
    var fictionFundClass: String { get }
    var referenceFundClass: String { get }
    var otherFundClass: String { get }
    var fundClassRule: String { get }
    func dated(_ day: String) -> String
    var receiptDayMissing: String { get }
    func receiptInFuture(_ day: Day, today: Day) -> String
    func dayBeforeAccounts(_ day: Day) -> String
    func closedReceiptKept(_ number: YearlyNumber) -> String
    func copyReceivedInFuture(_ day: Day, today: Day) -> String
    var receiptSourceRule: String { get }
    var receiptDocumentKindRule: String { get }
    func documentInFuture(_ day: Day) -> String
    func numberOfAnotherYear(_ number: YearlyNumber, year: Int) -> String
    var wornReason: String { get }
    var lostReason: String { get }
    var outdatedReason: String { get }
    var defectiveReason: String { get }
    var offProfileReason: String { get }
    var duplicateReason: String { get }
    var bannedReason: String { get }
    var coefficientRule: String { get }
    func badListLine(_ line: Int, _ text: String) -> String
    var actDayMissing: String { get }
    func actInFuture(_ day: Day, today: Day) -> String
    var writeOffReasonRule: String { get }
    var commissionMissing: String { get }
    var actWithoutCopies: String { get }
    func copyTwiceInAct(_ inventory: InventoryNumber) -> String
    func tooManyCopiesInAct(_ count: Int, maximum: Int) -> String
    var naturalSciencesSection: String { get }
    var appliedSciencesSection: String { get }
    var socialSciencesSection: String { get }
    var educationSection: String { get }
    var artAndSportSection: String { get }
    var fictionSection: String { get }
    var universalSection: String { get }
    var otherSection: String { get }
    func periodBackwards(_ from: Day, _ to: Day) -> String
    var ledgerYearRule: String { get }
    func inventoryRangeBackwards(_ from: InventoryNumber, _ to: InventoryNumber) -> String
    func belongsToAnotherBranch(_ code: BranchCode) -> String
    func keptAtAnotherPlace(_ place: String) -> String
    var outsideTheRange: String { get }
    var wasWrittenOff: String { get }
    var catalogedAfterTheStart: String { get }
    func scanClosedLoan(of ticket: TicketNumber?, dueOn: Day) -> String
    var scanFoundLost: String { get }
    func scanCounted(_ text: String, _ description: String) -> String
    func scanAlreadyCounted(_ text: String, _ description: String) -> String
    func scanElsewhere(_ text: String, _ description: String) -> String
    func scanUnknown(_ text: String) -> String
    func receiptNotFound(_ number: YearlyNumber) -> String
    func receiptNumberTaken(_ number: YearlyNumber) -> String
    func receiptClosed(_ number: YearlyNumber) -> String
    func receiptYearFixed(_ number: YearlyNumber) -> String
    func receiptHasCopies(_ number: YearlyNumber, count: Int) -> String
    func writeOffNotFound(_ number: YearlyNumber) -> String
    func writeOffNumberTaken(_ number: YearlyNumber) -> String
    func copyAlreadyWrittenOff(_ inventory: InventoryNumber, act: String) -> String
    func copyOnLoanInAct(_ inventory: InventoryNumber) -> String
    func copyTravellingInAct(_ inventory: InventoryNumber) -> String
    func copyHeldInAct(_ inventory: InventoryNumber) -> String
    func copyReceivedAfterAct(_ inventory: InventoryNumber, received: Day) -> String
    func writeOffByEditing(_ inventory: InventoryNumber) -> String
    func copyInClosedReceipt(_ inventory: InventoryNumber, receipt: YearlyNumber) -> String
    func receiptAfterWriteOff(_ number: YearlyNumber, act: Day) -> String
    func copyWrittenOffByAct(_ inventory: InventoryNumber, act: YearlyNumber) -> String
    func copyInAct(_ inventory: InventoryNumber, act: YearlyNumber) -> String
    func stocktakeNotFound(_ id: StocktakeID) -> String
    func stocktakeFinished(_ id: StocktakeID) -> String
    func documentTooLong(limit: Int) -> String
    func kindChangeMovesAccountedCopies(_ title: String, copies: Int) -> String
    func ledgerHeading(_ heading: LedgerHeading) -> String
}
