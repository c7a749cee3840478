import KartotekaCore

extension EnglishTexts: AccountingCommandTexts {
    var numberInYearExpected: String { "a number within the year (5) or the year and the number (2027/5)" }
    var accountingYearHelp: String { "the year (YYYY)" }
    var csvHelp: String { "CSV for a spreadsheet instead of text" }
    var importReceiptHelp: String { "the summary book batch (5 or 2027/5) for copies without a summary book number of their own (910^U)" }
    var receiptAddSummary: String { "enter a receipt (a batch) in the book of summary accounting" }
    var receiptAddDetails: String { "The summary book number is the year's next unless given. A batch without an accompanying document gets an acceptance act (acceptance_act). Copies join the batch as they are catalogued: book add --receipt N, copy add --receipt N.\nExample: kartoteka receipt add --date 2027-02-01 --source purchase --supplier \"Biblio-Globus\" --document-kind waybill --document-number 17" }
    var receiptDateHelp: String { "the day it was received (not after today)" }
    var receiptNumberHelp: String { "the summary book number (the year's next by default)" }
    var receiptSourceHelp: String { "source: purchase, gift, subscription, exchange, replacement, legal_deposit, transfer, other" }
    var receiptSupplierHelp: String { "the supplier (a shop, a collector, a donor)" }
    var receiptDocumentKindHelp: String { "accompanying document: invoice, waybill, register, transfer_act, acceptance_act (the default)" }
    var documentNumberHelp: String { "the document's number" }
    var documentDateHelp: String { "the document's date" }
    var accountingNoteHelp: String { "a note" }
    func receiptEntered(_ number: String) -> String { "The receipt is entered in the summary book as No. \(number)." }
    var receiptListSummary: String { "receipts (summary book batches), newest first" }
    var openReceiptsHelp: String { "only the open ones (copies may still join them)" }
    var noReceiptsListed: String { "No receipts." }
    var receiptShowSummary: String { "a receipt and its copies" }
    var receiptEditSummary: String { "correct a receipt, close it to new copies or open it again" }
    var receiptEditDetails: String {
        "The fields not given keep their values. A closed receipt keeps what the summary book reported of it (its day, source, "
            + "supplier, document): to correct them, open it (--open yes), correct them and close it again (--open no); its note "
            + "may change while it is closed.\nExample: kartoteka receipt edit 2027/3 --open no"
    }
    var receiptOpenHelp: String { "yes opens it to new copies, no closes it" }
    var receiptDeleteSummary: String { "remove a receipt no copy was entered in" }
    func receiptSaved(_ number: String) -> String { "Receipt No. \(number) saved." }
    func receiptRemoved(_ number: String) -> String { "Receipt No. \(number) removed." }
    var writeOffAddSummary: String { "draw up an act of write-off: its copies leave the fund, all or none" }
    var writeOffAddDetails: String { "A copy on loan, on its way or written off already refuses the whole act. A copy's sum is its price times the coefficient.\nExample: kartoteka writeoff add --date 2027-03-15 --reason worn --member \"Ivanova I. I.: chair\" --member \"Petrova P. P.: accountant\" --approved-by \"Head Sidorov S. S.\" --inventory 12345 --inventory 12346" }
    var actDateHelp: String { "the act's day (not after today)" }
    var actNumberHelp: String { "the act's number (the year's next by default)" }
    var writeOffReasonHelp: String { "reason: worn, lost, outdated, defective, off_profile, duplicate" }
    var approvedByHelp: String { "who approves the act (the «APPROVED» block): post and name" }
    var coefficientHelp: String { "the revaluation coefficient (1 by default)" }
    var memberHelp: String { "a member of the commission, “Name: post”, one per option; the chair first" }
    var actInventoryHelp: String { "a copy's inventory number (may be given again; its own coefficient after a space)" }
    var actFileHelp: String { "a file of inventory numbers, one a line (- for standard input)" }
    func actDrawnUp(_ number: String, copies: Int) -> String { "Act of write-off No. \(number) is drawn up: \(copies) copies left the fund." }
    var writeOffListSummary: String { "acts of write-off, newest first" }
    var noActsListed: String { "No acts of write-off." }
    var writeOffShowSummary: String { "an act of write-off with its commission and copies" }
    var bulletinSummary: String { "the new-arrivals bulletin of a year or period: the titles that came, by BBK section (ГОСТ descriptions)" }
    var oo2Summary: String { "ОО-2 §2.6: the library fund received, withdrawn and held in a year (from the КСУ of both funds)" }
    var nkSummary: String { "6-НК: users, visits and loans by age group and the fund for a year — per branch and consolidated" }
    var registerSummary: String { "the library's daily register for a month: visits and loans by day and age group" }
    var registerMonthHelp: String { "the month: 2027-03 (this one by default)" }
    var formBranchHelp: String { "a branch's code (the whole library by default)" }
    var lendInLibraryHelp: String { "lend to read in the reading room: due back today; a reading-room-only copy too" }
    var lendOverrideAgeMarkHelp: String { "lend although the age mark is above the reader's age (a librarian only; never 18+)" }
    var ksuSummary: String { "the book of summary accounting for a year or a period" }
    var ksuDetails: String { "Three parts: receipts by batch, write-offs by act, the fund's movement year by year (at the start + received − written off = at the end). Without options, this year.\nExample: kartoteka ksu --year 2027 --csv > ksu-2027.csv" }
    var periodFromHelp: String { "the period's first day" }
    var periodToHelp: String { "the period's last day" }
    var inventoryBookSummary: String { "the inventory book: copies by inventory number" }
    var inventoryFromHelp: String { "the range's first inventory number" }
    var inventoryToHelp: String { "the range's last inventory number" }
    var receivedFromHelp: String { "received on or after this day" }
    var receivedToHelp: String { "received on or before this day" }
    var bookReceiptHelp: String { "only the copies of this batch (5 or 2027/5)" }
    var bookBranchHelp: String { "only this branch's fund" }
    var inventoryBookNothing: String { "No such copies in the inventory book." }
    var stocktakeStartSummary: String { "begin a stock check" }
    var stocktakeStartDetails: String { "Without options the whole fund is checked. Several desks may scan at once, circulation helpers too; a librarian ends the check.\nExample: kartoteka stocktake start --branch Ф2 --from 1 --to 5000" }
    var stocktakeBranchHelp: String { "this branch's fund" }
    var stocktakePlaceHelp: String { "the storage place (910^D)" }
    func stocktakeBegun(_ id: Int64) -> String { "Stock check No. \(id) has begun." }
    var stocktakeIDHelp: String { "the stock check's number" }
    var stocktakeScanSummary: String { "scan copies into a stock check" }
    var scanInventoryHelp: String { "an inventory number or barcode (may be given again)" }
    var scanFileHelp: String { "a file of numbers, one a line (- for standard input, such as a scanner's)" }
    var stocktakeStatusSummary: String { "a stock check's progress and results (without --id, every check)" }
    var noStocktakesListed: String { "No stock checks." }
    var stocktakeFinishSummary: String { "end a stock check and print its act" }
    func tallyLine(_ copies: Int, titles: Int, sum: String) -> String { "\(copies) copies, \(titles) titles, \(sum) roubles" }
    var receiptOpenMark: String { "open" }
    func actSums(_ copies: Int, sum: String, revalued: String) -> String { "\(copies) copies worth \(sum) roubles (\(revalued) with the coefficient)" }
    func copiesAndSum(_ copies: Int, sum: String) -> String { "\(copies) copies worth \(sum) roubles" }
    func copiesWithoutReceiptLine(_ count: Int) -> String { "\(count) copies came without a summary book entry and are counted from their own receipt day." }
    func writtenOffWithoutActLine(_ count: Int) -> String { "\(count) copies are marked written off without an act: the book leaves them out." }
    var ledgerReconciles: String { "The totals reconcile with the copies counted." }
    var ledgerDoesNotReconcile: String { "The totals do NOT reconcile with the copies counted: check the receipt and act days." }
    func ksuNumberMark(_ number: String) -> String { "summary book No. \(number)" }
    func checkedOnMark(_ day: String) -> String { "checked \(day)" }
    func writtenOffByMark(_ act: String, _ day: String?) -> String { "written off by act No. \(act)\(day.map { " of \($0)" } ?? "")" }
    func branchScope(_ code: String) -> String { "branch \(code)" }
    func placeScope(_ place: String) -> String { "place \(place)" }
    func rangeScope(_ from: String, _ to: String) -> String { "inventory Nos. \(from)–\(to)" }
    var wholeFundScope: String { "the whole fund" }
    func checkProgress(counted: Int, expected: Int, onPaper: Int, missing: Int, elsewhere: Int, unknown: Int) -> String { "counted \(counted) of \(expected), on loan or away \(onPaper), not found \(missing), of another fund \(elsewhere), unknown numbers \(unknown)" }
    func checkEndedOn(_ day: String) -> String { "ended \(day)" }
    var checkGoesOn: String { "going on" }
}
