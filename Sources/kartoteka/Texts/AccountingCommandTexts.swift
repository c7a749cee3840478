import KartotekaCore

/// The texts of the fund's accounts on the command line: the receipt, writeoff, ksu, inventory-book
/// and stocktake commands, the copy options of the accounts, and how reports show them.
protocol AccountingCommandTexts: Sendable {
    var numberInYearExpected: String { get }
    var accountingYearHelp: String { get }
    var csvHelp: String { get }
    var importReceiptHelp: String { get }
    var receiptAddSummary: String { get }
    var receiptAddDetails: String { get }
    var receiptDateHelp: String { get }
    var receiptNumberHelp: String { get }
    var receiptSourceHelp: String { get }
    var receiptSupplierHelp: String { get }
    var receiptDocumentKindHelp: String { get }
    var documentNumberHelp: String { get }
    var documentDateHelp: String { get }
    var accountingNoteHelp: String { get }
    func receiptEntered(_ number: String) -> String
    var receiptListSummary: String { get }
    var openReceiptsHelp: String { get }
    var noReceiptsListed: String { get }
    var receiptShowSummary: String { get }
    var receiptEditSummary: String { get }
    var receiptEditDetails: String { get }
    var receiptOpenHelp: String { get }
    var receiptDeleteSummary: String { get }
    func receiptSaved(_ number: String) -> String
    func receiptRemoved(_ number: String) -> String
    var writeOffAddSummary: String { get }
    var writeOffAddDetails: String { get }
    var actDateHelp: String { get }
    var actNumberHelp: String { get }
    var writeOffReasonHelp: String { get }
    var approvedByHelp: String { get }
    var coefficientHelp: String { get }
    var memberHelp: String { get }
    var actInventoryHelp: String { get }
    var actFileHelp: String { get }
    func actDrawnUp(_ number: String, copies: Int) -> String
    var writeOffListSummary: String { get }
    var noActsListed: String { get }
    var writeOffShowSummary: String { get }
    var ksuSummary: String { get }
    var oo2Summary: String { get }
    var bulletinSummary: String { get }
    var nkSummary: String { get }
    var registerSummary: String { get }
    var registerMonthHelp: String { get }
    var formBranchHelp: String { get }
    var lendInLibraryHelp: String { get }
    var lendOverrideAgeMarkHelp: String { get }
    var ksuDetails: String { get }
    var periodFromHelp: String { get }
    var periodToHelp: String { get }
    var inventoryBookSummary: String { get }
    var inventoryFromHelp: String { get }
    var inventoryToHelp: String { get }
    var receivedFromHelp: String { get }
    var receivedToHelp: String { get }
    var bookReceiptHelp: String { get }
    var bookBranchHelp: String { get }
    var inventoryBookNothing: String { get }
    var stocktakeStartSummary: String { get }
    var stocktakeStartDetails: String { get }
    var stocktakeBranchHelp: String { get }
    var stocktakePlaceHelp: String { get }
    func stocktakeBegun(_ id: Int64) -> String
    var stocktakeIDHelp: String { get }
    var stocktakeScanSummary: String { get }
    var scanInventoryHelp: String { get }
    var scanFileHelp: String { get }
    var stocktakeStatusSummary: String { get }
    var noStocktakesListed: String { get }
    var stocktakeFinishSummary: String { get }
    func tallyLine(_ copies: Int, titles: Int, sum: String) -> String
    var receiptOpenMark: String { get }
    func actSums(_ copies: Int, sum: String, revalued: String) -> String
    func copiesAndSum(_ copies: Int, sum: String) -> String
    func copiesWithoutReceiptLine(_ count: Int) -> String
    func writtenOffWithoutActLine(_ count: Int) -> String
    var ledgerReconciles: String { get }
    var ledgerDoesNotReconcile: String { get }
    func ksuNumberMark(_ number: String) -> String
    func checkedOnMark(_ day: String) -> String
    func writtenOffByMark(_ act: String, _ day: String?) -> String
    func branchScope(_ code: String) -> String
    func placeScope(_ place: String) -> String
    func rangeScope(_ from: String, _ to: String) -> String
    var wholeFundScope: String { get }
    func checkProgress(counted: Int, expected: Int, onPaper: Int, missing: Int, elsewhere: Int, unknown: Int) -> String
    func checkEndedOn(_ day: String) -> String
    var checkGoesOn: String { get }
}
