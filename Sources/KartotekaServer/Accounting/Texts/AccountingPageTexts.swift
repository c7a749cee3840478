import KartotekaCore
import KartotekaWire

/// The texts of the fund's accounts on the pages: receipts, acts of write-off, the book of summary
/// accounting, the inventory book and stock checks.
protocol AccountingPageTexts: Sendable {
    var fundAccounts: String { get }
    var fundAccountsTileNote: String { get }
    var receipts: String { get }
    var receiptsTileNote: String { get }
    var writeOffs: String { get }
    var writeOffsTileNote: String { get }
    var summaryBookShort: String { get }
    var summaryBookTileNote: String { get }
    var inventoryBookTileNote: String { get }
    var stocktakes: String { get }
    var stocktakesTileNote: String { get }
    var receipt: String { get }
    var newReceipt: String { get }
    var saveReceipt: String { get }
    var noReceipts: String { get }
    var receivedOnField: String { get }
    var ksuNumberField: String { get }
    var ksuNumberHint: String { get }
    var documentKindField: String { get }
    var documentNumberField: String { get }
    var documentDateField: String { get }
    var yearField: String { get }
    var openForCopies: String { get }
    var closedForCopies: String { get }
    var copiesJoinIt: String { get }
    var catalogueIntoIt: String { get }
    var stopCataloguingIntoIt: String { get }
    var thisDeskCataloguesIntoIt: String { get }
    var deleteReceiptQuestion: String { get }
    var copiesOfTheReceipt: String { get }
    var noCopiesInReceipt: String { get }
    var noReceipt: String { get }
    var chooseBatch: String { get }
    var onBalanceChoice: String { get }
    var offBalanceChoice: String { get }
    func receiptTally(copies: Int, titles: Int, sum: String) -> String
    func ksuMark(_ number: String) -> String
    func checkedMark(_ day: String) -> String
    func writtenOffMark(_ act: String, _ day: String?) -> String
    var receiptSaved: String { get }
    var receiptDeleted: String { get }
    var receiptChosen: String { get }
    var newWriteOff: String { get }
    var noActs: String { get }
    var approvedByField: String { get }
    var approvedByHint: String { get }
    var commissionField: String { get }
    var commissionHint: String { get }
    var coefficientHint: String { get }
    var actCopiesField: String { get }
    var actCopiesHint: String { get }
    var drawUpAct: String { get }
    var writeOffSaved: String { get }
    func actTally(copies: Int, sum: String, revalued: String) -> String
    var signatureAndDate: String { get }
    func ofDay(_ day: String) -> String
    func writeOffActBody(commission: String, copies: Int, sum: String, revalued: String, reason: String) -> String
    func listOfTheAct(_ number: Int) -> String
    var printVersion: String { get }
    var receivedBy: String { get }
    var checkedBy: String { get }
    var downloadCSV: String { get }
    var print: String { get }
    var periodFrom: String { get }
    var periodTo: String { get }
    func copiesWithoutReceiptNote(_ count: Int) -> String
    func writtenOffWithoutActNote(_ count: Int) -> String
    var ksuReconciles: String { get }
    var ksuDoesNotReconcile: String { get }
    var inventoryFromField: String { get }
    var inventoryToField: String { get }
    var receivedFromField: String { get }
    var receivedToField: String { get }
    var inventoryBookEmpty: String { get }
    var startStocktake: String { get }
    var stocktakeScopeHint: String { get }
    var noStocktakes: String { get }
    var goingOn: String { get }
    func finishedOn(_ day: String) -> String
    func stocktakeProgress(counted: Int, expected: Int, onPaper: Int) -> String
    func stocktakeAside(elsewhere: Int, unknown: Int) -> String
    var numberOrBarcode: String { get }
    var countIt: String { get }
    var fileOfNumbers: String { get }
    var fileOfNumbersHint: String { get }
    /// The stock check's camera where the browser gives the page none: over plain http.
    var stocktakeCameraNeedsHTTPS: String { get }
    /// The stock check's camera the browser was not allowed to use.
    var stocktakeCameraNotAllowed: String { get }
    /// No camera in this browser or device, on a stock check's page.
    var stocktakeCameraMissing: String { get }
    var countThem: String { get }
    var finishStocktake: String { get }
    var finishStocktakeQuestion: String { get }
    var stocktakeStarted: String { get }
    var stocktakeFinishedNotice: String { get }
    var writeOffMissingAsLost: String { get }
    var noneListed: String { get }
    var wholeFund: String { get }
    func storagePlaceNamed(_ place: String) -> String
    func inventoryRange(_ from: String, _ to: String) -> String
    func stocktakeScopeText(_ scope: String) -> String
    func stocktakeActBody(started: String, expected: Int, counted: Int, onPaper: Int, missing: Int, missingSum: String) -> String
    func tooManyScans(_ count: Int, _ maximum: Int) -> String
}
