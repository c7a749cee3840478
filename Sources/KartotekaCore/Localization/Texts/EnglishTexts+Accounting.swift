extension EnglishTexts: AccountingTexts {
    var purchaseSource: String { "purchase" }
    var giftSource: String { "gift" }
    var subscriptionSource: String { "subscription" }
    var exchangeSource: String { "exchange" }
    var replacementSource: String { "replacing lost ones" }
    var legalDepositSource: String { "legal deposit" }
    var transferSource: String { "handed over by another library" }
    var otherSource: String { "other" }
    var invoiceDocument: String { "invoice" }
    var waybillDocument: String { "waybill" }
    var registerDocument: String { "register" }
    var transferActDocument: String { "act of handing over" }
    var acceptanceActDocument: String { "acceptance act" }
    var bookDocumentType: String { "books" }
    var brochureDocumentType: String { "brochures" }
    var journalDocumentType: String { "journals" }
    var newspaperDocumentType: String { "newspapers" }
    var audiovisualDocumentType: String { "audiovisual" }
    var electronicDocumentType: String { "electronic" }
    var documentTypeRule: String { "The kind of document is book, brochure, journal, newspaper, audiovisual or electronic." }
    var textbookFundClass: String { "textbook" }
    var teachingAidFundClass: String { "teaching aid" }
    var fictionFundClass: String { "fiction" }
    var referenceFundClass: String { "reference material" }
    var otherFundClass: String { "other" }
    var fundClassRule: String { "The fund class (ОО-2) is textbook, teachingAid, fiction, reference or other; empty: by the kind of item." }
    func dated(_ day: String) -> String { "of \(day)" }
    var receiptDayMissing: String { "Give the day the batch was received." }
    func receiptInFuture(_ day: Day, today: Day) -> String {
        "The receipt day \(day.isoText) has not come yet (today is \(today.isoText)). Enter the batch on the day it arrives."
    }
    func copyReceivedInFuture(_ day: Day, today: Day) -> String {
        "The copy's receipt day \(day.isoText) has not come yet (today is \(today.isoText)): check the year."
    }
    func closedReceiptKept(_ number: YearlyNumber) -> String {
        "The receipt No. \(number) is closed: its day, source, supplier and document are in the book of summary accounting. "
            + "Open it again to correct them (its note may change while it is closed)."
    }
    func dayBeforeAccounts(_ day: Day) -> String { "The day \(day.isoText) is too early: the year is \(YearlyNumber.firstYear) or later." }
    var receiptSourceRule: String {
        "The source is purchase, gift, subscription, exchange, replacement (replacing lost ones), legal_deposit, transfer (from another library) or other."
    }
    var receiptDocumentKindRule: String {
        "The accompanying document is invoice, waybill, register, transfer_act (act of handing over) or acceptance_act."
    }
    func documentInFuture(_ day: Day) -> String { "The document's date \(day.isoText) has not come yet." }
    func numberOfAnotherYear(_ number: YearlyNumber, year: Int) -> String {
        "The number \(number) is of another year; the records of \(year) are numbered from 1 again. Write the number only."
    }
    var wornReason: String { "worn out" }
    var lostReason: String { "lost" }
    var outdatedReason: String { "out of date" }
    var defectiveReason: String { "defective" }
    var offProfileReason: String { "outside the profile" }
    var duplicateReason: String { "needless duplicate" }
    var bannedReason: String { "on the Federal list of extremist materials" }
    var coefficientRule: String { "The coefficient is a number above zero, such as 1 or 1.25 (at most four decimals)." }
    func badListLine(_ line: Int, _ text: String) -> String {
        "Line \(line) (“\(text.prefix(80))”): write an inventory number and, after a space, its own coefficient if it has one."
    }
    var actDayMissing: String { "Give the day of the act." }
    func actInFuture(_ day: Day, today: Day) -> String { "The act's day \(day.isoText) has not come yet (today is \(today.isoText))." }
    var writeOffReasonRule: String {
        "The reason is worn, lost, outdated, defective, off_profile (outside the profile) or duplicate."
    }
    var commissionMissing: String { "Name the commission's members, one a line: “Surname I. O.: post”, the chair first." }
    var actWithoutCopies: String { "The act has no copies: write their inventory numbers, one a line." }
    func copyTwiceInAct(_ inventory: InventoryNumber) -> String { "The copy \(inventory) is in the act twice." }
    func tooManyCopiesInAct(_ count: Int, maximum: Int) -> String {
        "The act has \(count) copies and one act takes at most \(maximum). Draw up several acts."
    }
    var naturalSciencesSection: String { "natural sciences (2)" }
    var appliedSciencesSection: String { "applied sciences (3, 4, 5)" }
    var socialSciencesSection: String { "social sciences and humanities (6, 7, 8)" }
    var educationSection: String { "education (74)" }
    var artAndSportSection: String { "art and sport (75, 85)" }
    var fictionSection: String { "fiction (84)" }
    var universalSection: String { "universal and reference (1, 9)" }
    var otherSection: String { "other and without a BBK index" }
    func periodBackwards(_ from: Day, _ to: Day) -> String {
        "The period starts on \(from.isoText) and ends earlier, on \(to.isoText). Swap the days."
    }
    var ledgerYearRule: String { "The year is four digits, such as 2027." }
    func inventoryRangeBackwards(_ from: InventoryNumber, _ to: InventoryNumber) -> String {
        "The range starts at \(from) and ends earlier, at \(to). Swap the numbers."
    }
    func belongsToAnotherBranch(_ code: BranchCode) -> String { "It belongs to the fund of the branch \(code)." }
    func keptAtAnotherPlace(_ place: String) -> String { "Its storage place is \(place)." }
    var outsideTheRange: String { "Its number is outside the range checked." }
    var wasWrittenOff: String { "It was written off." }
    var catalogedAfterTheStart: String { "It was catalogued after the check began." }
    var scanFoundLost: String {
        "It was recorded lost: found, it is back in the fund and may be lent, and it no longer awaits a write-off (the reader's loss stays on their card until it is settled)."
    }
    func scanClosedLoan(of ticket: TicketNumber?, dueOn: Day) -> String {
        "It was recorded as lent\(ticket.map { " to reader \($0)" } ?? "") (due \(dueOn.text(in: .english))): the loan is closed as returned at the check, and no more overdue letters go out for it."
    }
    func scanCounted(_ text: String, _ description: String) -> String { "\(text) \(description): counted." }
    func scanAlreadyCounted(_ text: String, _ description: String) -> String { "\(text) \(description): counted before." }
    func scanElsewhere(_ text: String, _ description: String) -> String { "\(text) \(description): not of the fund checked." }
    func scanUnknown(_ text: String) -> String { "No copy has the number “\(text.prefix(40))”; it is listed among the unknown numbers." }
    func receiptNotFound(_ number: YearlyNumber) -> String {
        "There is no receipt No. \(number.number) of \(number.year). The Receipts page or kartoteka receipt list lists them."
    }
    func receiptNumberTaken(_ number: YearlyNumber) -> String {
        "Another receipt of \(number.year) has the number \(number.number). Leave the number empty to get the next one."
    }
    func receiptClosed(_ number: YearlyNumber) -> String {
        "The receipt No. \(number) is closed: no more copies join it. Open it again on its page, or choose another."
    }
    func receiptYearFixed(_ number: YearlyNumber) -> String {
        "The receipt No. \(number) is in the book of \(number.year); its day may change within that year only."
    }
    func receiptHasCopies(_ number: YearlyNumber, count: Int) -> String {
        "The receipt No. \(number) brought \(count) copies; it cannot be removed."
    }
    func writeOffNotFound(_ number: YearlyNumber) -> String {
        "There is no act of write-off No. \(number.number) of \(number.year). The Write-offs page or kartoteka writeoff list lists them."
    }
    func writeOffNumberTaken(_ number: YearlyNumber) -> String {
        "Another act of \(number.year) has the number \(number.number). Leave the number empty to get the next one."
    }
    func copyAlreadyWrittenOff(_ inventory: InventoryNumber, act: String) -> String {
        "The copy \(inventory) is written off already (act No. \(act)). Take it out of the act."
    }
    func copyOnLoanInAct(_ inventory: InventoryNumber) -> String {
        "The copy \(inventory) is on loan. Write it off when it comes back, or mark it lost. The act was not saved."
    }
    func copyTravellingInAct(_ inventory: InventoryNumber) -> String {
        "The copy \(inventory) is on its way between branches. Receive it first. The act was not saved."
    }
    func copyHeldInAct(_ inventory: InventoryNumber) -> String {
        "A reader's hold waits for the copy \(inventory). Cancel the hold first and let the reader know, then write the copy off. The act was not saved."
    }
    func copyReceivedAfterAct(_ inventory: InventoryNumber, received: Day) -> String {
        "The copy \(inventory) was received on \(received.isoText), after the act's day. Check the act's day. The act was not saved."
    }
    func copyInClosedReceipt(_ inventory: InventoryNumber, receipt: YearlyNumber) -> String {
        "The copy \(inventory) is counted in the closed batch No. \(receipt): its batch, price, balance and kind of document stay as the book of summary accounting has them. If this is a correction, open the batch on its page."
    }
    func receiptAfterWriteOff(_ number: YearlyNumber, act: Day) -> String {
        "A copy of the batch No. \(number) was written off by an act of \(act.isoText): the batch cannot come later. Give a day no later than \(act.isoText)."
    }
    func writeOffByEditing(_ inventory: InventoryNumber) -> String {
        "The copy \(inventory) is written off by an act of write-off only (the Write-offs page or kartoteka writeoff add)."
    }
    func copyWrittenOffByAct(_ inventory: InventoryNumber, act: YearlyNumber) -> String {
        "The copy \(inventory) was written off by the act No. \(act) and stays written off."
    }
    func copyInAct(_ inventory: InventoryNumber, act: YearlyNumber) -> String {
        "The copy \(inventory) is in the act of write-off No. \(act) and stays in the catalogue for the act's sake."
    }
    func stocktakeNotFound(_ id: StocktakeID) -> String { "There is no stock check No. \(id). The Stock checks page lists them." }
    func stocktakeFinished(_ id: StocktakeID) -> String { "The stock check No. \(id) has ended: nothing more is scanned into it." }
    func kindChangeMovesAccountedCopies(_ title: String, copies: Int) -> String {
        "“\(title)” cannot become a textbook or stop being one: \(copies) of its copies are in closed batches or acts, and the change "
            + "would move them between the main fund's and the textbook fund's summary book for periods already reported. "
            + "Open the batch again to correct it."
    }
    func documentTooLong(limit: Int) -> String {
        "It would have more than \(limit) lines: print it in parts (the inventory book by a range of inventory numbers or days "
            + "of receipt), or write it whole with the kartoteka command."
    }
    func ledgerHeading(_ heading: LedgerHeading) -> String {
        switch heading {
        case .replacementLedger, .reader, .lostBooks, .acceptedBooks, .readerSignature, .owingList, .schoolClass, .textbook, .ticketNumber,
             .dueOn, .handedOn: replacementHeading(heading)
        case .summaryBook: "Book of summary accounting of the library fund"
        case .summaryBookFor: "for the period"
        case .part1: "Part 1. Receipts into the fund"
        case .part2: "Part 2. Write-offs from the fund"
        case .part3: "Part 3. Totals of the fund's movement"
        case .inventoryBook: "Inventory book"
        case .writeOffAct: "Act of exclusion of documents from the library fund"
        case .stocktakeAct: "Act of the check of the library fund"
        case .approve: "APPROVED"
        case .total: "Total"
        case .recordDate: "Date of entry"
        case .recordNumber: "Entry No."
        case .source: "Source"
        case .document: "Accompanying document, No. and date"
        case .supplier: "Supplier"
        case .copies: "Copies in all"
        case .titles: "Titles"
        case .sum: "Sum, roubles"
        case .onBalanceCopies: "On the balance, copies"
        case .onBalanceSum: "On the balance, sum, roubles"
        case .offBalanceCopies: "Off the balance, copies"
        case .offBalanceSum: "Off the balance, sum, roubles"
        case .byType: "By kind of document"
        case .bySection: "By subject (BBK)"
        case .actDate: "Date of the act"
        case .actNumber: "Act No."
        case .reason: "Reason"
        case .revaluedSum: "Sum with the coefficient, roubles"
        case .period: "Period"
        case .indicator: "Figure"
        case .atStart: "In the fund at the start"
        case .received: "Received"
        case .writtenOff: "Written off"
        case .atEnd: "In the fund at the end"
        case .lineNumber: "No."
        case .inventoryNumber: "Inventory number"
        case .authorAndTitle: "Author and title"
        case .year: "Year"
        case .receiptYear: "Year received"
        case .writeOffYear: "Year written off"
        case .price: "Price, roubles"
        case .coefficient: "Coefficient"
        case .itemSum: "Sum, roubles"
        case .receiptDay: "Received on"
        case .ksuNumber: "Summary book No."
        case .checkedOn: "Checked on"
        case .writeOff: "Act of write-off, No. and date"
        case .status: "Status"
        case .note: "Note"
        case .withoutReceipt: "Without a summary book entry (catalogued without a batch)"
        case .missing: "Missing documents"
        case .notFound: "not found at the check"
        case .onPaper: "On loan or away from their place"
        case .elsewhere: "Found, but of another fund"
        case .unknownNumbers: "Unknown numbers scanned"
        case .chair: "Chair of the commission"
        case .members: "Members of the commission"
        case .signature: "signature"
        }
    }
}
