import KartotekaCore
import KartotekaWire

extension EnglishTexts: AccountingPageTexts {
    var fundAccounts: String { "Fund accounts" }
    var fundAccountsTileNote: String { "Receipts, write-offs, the summary book, the inventory book, stock checks" }
    var receipts: String { "Receipts" }
    var receiptsTileNote: String { "Batches received: the entries of the summary book's part 1" }
    var writeOffs: String { "Write-offs" }
    var writeOffsTileNote: String { "Acts taking documents out of the fund" }
    var summaryBookShort: String { "Summary book" }
    var summaryBookTileNote: String { "The book of summary accounting for a year or a period" }
    var inventoryBookTileNote: String { "Copies by inventory number" }
    var stocktakes: String { "Stock checks" }
    var stocktakesTileNote: String { "Scanning the fund, and the act of the check" }
    var receipt: String { "Receipt" }
    var newReceipt: String { "New receipt" }
    var saveReceipt: String { "Enter in the summary book" }
    var noReceipts: String { "No receipts yet." }
    var receivedOnField: String { "Received on" }
    var ksuNumberField: String { "Summary book No." }
    var ksuNumberHint: String { "Empty: the year's next number" }
    var documentKindField: String { "Accompanying document" }
    var documentNumberField: String { "Document No." }
    var documentDateField: String { "Document date" }
    var yearField: String { "Year" }
    var openForCopies: String { "open for copies" }
    var closedForCopies: String { "closed" }
    var copiesJoinIt: String { "New copies into this batch" }
    var catalogueIntoIt: String { "Catalogue into this batch" }
    var stopCataloguingIntoIt: String { "Stop cataloguing into it" }
    var thisDeskCataloguesIntoIt: String { "new books at this desk go into it" }
    var deleteReceiptQuestion: String { "Remove this receipt from the summary book?" }
    var copiesOfTheReceipt: String { "Copies of the batch" }
    var noCopiesInReceipt: String { "No copies in the batch yet." }
    var noReceipt: String { "— no batch —" }
    var chooseBatch: String { "Catalogue into this batch" }
    var onBalanceChoice: String { "on the balance" }
    var offBalanceChoice: String { "off the balance" }
    func receiptTally(copies: Int, titles: Int, sum: String) -> String { "\(copies) copies, \(titles) titles, \(sum) roubles" }
    func ksuMark(_ number: String) -> String { "summary book No. \(number)" }
    func checkedMark(_ day: String) -> String { "checked \(day)" }
    func writtenOffMark(_ act: String, _ day: String?) -> String { "written off: act No. \(act)\(day.map { " of \($0)" } ?? "")" }
    var receiptSaved: String { "The receipt is saved." }
    var receiptDeleted: String { "The receipt is removed." }
    var receiptChosen: String { "The batch for new books is chosen." }
    var newWriteOff: String { "New act of write-off" }
    var noActs: String { "No acts of write-off yet." }
    var approvedByField: String { "Approved by (post, name)" }
    var approvedByHint: String { "For the «APPROVED» block: Head teacher I. I. Petrov" }
    var commissionField: String { "Commission" }
    var commissionHint: String { "One a line: “Surname I. O.: post”, the chair first." }
    var coefficientHint: String { "Empty: 1. A copy's own coefficient goes after its number, with a space." }
    var actCopiesField: String { "Inventory numbers" }
    var actCopiesHint: String { "One a line; a barcode scanner types them itself." }
    var drawUpAct: String { "Draw up the act and write off" }
    var writeOffSaved: String { "The act is drawn up; its copies are written off." }
    func actTally(copies: Int, sum: String, revalued: String) -> String { "\(copies) copies worth \(sum) roubles (\(revalued) roubles with the coefficient)" }
    var signatureAndDate: String { "date ____________" }
    func ofDay(_ day: String) -> String { "of \(day)" }
    func writeOffActBody(commission: String, copies: Int, sum: String, revalued: String, reason: String) -> String { "This act is drawn up by the commission of \(commission) to exclude from the library fund \(copies) copies worth \(sum) roubles (\(revalued) roubles with the coefficient) for the reason: \(reason). The list of the documents excluded follows." }
    func listOfTheAct(_ number: Int) -> String { "List of the act No. \(number)" }
    var printVersion: String { "To print" }
    var receivedBy: String { "Received by" }
    var checkedBy: String { "Checked by" }
    var downloadCSV: String { "Download CSV" }
    var print: String { "Print" }
    var periodFrom: String { "From" }
    var periodTo: String { "To" }
    func copiesWithoutReceiptNote(_ count: Int) -> String { "\(count) copies came without a summary book entry (catalogued before receipts were kept, or imported without a summary book number) and are counted from their own receipt day (or the day they were catalogued)." }
    func writtenOffWithoutActNote(_ count: Int) -> String { "\(count) copies are marked written off without an act (before these accounts, or in IRBIS before an import); the book does not count them." }
    var ksuReconciles: String { "The totals reconcile: at the start + received − written off = at the end, as the copies counted one by one give." }
    var ksuDoesNotReconcile: String { "The totals differ from the copies counted at the period's end: check the receipt and act days." }
    var inventoryFromField: String { "Inventory No. from" }
    var inventoryToField: String { "to" }
    var receivedFromField: String { "Received from" }
    var receivedToField: String { "to" }
    var inventoryBookEmpty: String { "No copy matches." }
    var startStocktake: String { "Begin a check" }
    var stocktakeScopeHint: String { "Nothing chosen: the whole fund is checked." }
    var noStocktakes: String { "No stock checks yet." }
    var goingOn: String { "going on" }
    func finishedOn(_ day: String) -> String { "ended \(day)" }
    func stocktakeProgress(counted: Int, expected: Int, onPaper: Int) -> String { "Counted \(counted) of \(expected) copies\(onPaper > 0 ? ", \(onPaper) more on loan or away" : "")" }
    func stocktakeAside(elsewhere: Int, unknown: Int) -> String { "of another fund: \(elsewhere), unknown numbers: \(unknown)" }
    var numberOrBarcode: String { "Inventory number or barcode" }
    var countIt: String { "Count it" }
    var fileOfNumbers: String { "A file of numbers" }
    var fileOfNumbersHint: String { "A text file, a number a line" }
    var stocktakeCameraNeedsHTTPS: String {
        "The browser lets a page use the camera only over a secure address: open Kartoteka at its address starting with "
            + "https:// (the administrator knows it). Meanwhile, scan with a USB barcode scanner into the box above, or count a file of numbers."
    }
    var stocktakeCameraNotAllowed: String {
        "The browser was not allowed to use the camera: allow the camera for this site and reload the page. "
            + "Or scan with a USB barcode scanner into the box above, or count a file of numbers."
    }
    var stocktakeCameraMissing: String {
        "No camera is available in this browser or on this device: scan with a USB barcode scanner into the box above, or count a file of numbers."
    }
    var countThem: String { "Count them all" }
    var finishStocktake: String { "End the check" }
    var finishStocktakeQuestion: String { "End the check? Its day is written into the copies found; those not scanned go into the act as missing." }
    var stocktakeStarted: String { "The check has begun: scan the copies." }
    var stocktakeFinishedNotice: String { "The check has ended; its act is drawn up." }
    var writeOffMissingAsLost: String { "Write off the missing as lost" }
    var noneListed: String { "None." }
    var wholeFund: String { "the whole fund" }
    func storagePlaceNamed(_ place: String) -> String { "storage place \(place)" }
    func inventoryRange(_ from: String, _ to: String) -> String { "inventory Nos. \(from)–\(to)" }
    func stocktakeScopeText(_ scope: String) -> String { "Checked: \(scope)." }
    func stocktakeActBody(started: String, expected: Int, counted: Int, onPaper: Int, missing: Int, missingSum: String) -> String { "The check began on \(started). The accounts hold \(expected) copies: \(counted) were found, \(onPaper) are on loan or away, \(missing) are missing, worth \(missingSum) roubles." }
    func tooManyScans(_ count: Int, _ maximum: Int) -> String { "One request holds \(count) numbers and may hold \(maximum) at most. Split the list." }
}
