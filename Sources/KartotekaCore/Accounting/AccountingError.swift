/// Why a change to the fund's accounts — receipts, acts of write-off, stock checks — was refused.
public enum AccountingError: KartotekaError, Equatable {
    /// No receipt has this КСУ number.
    case receiptNotFound(YearlyNumber)
    /// Another receipt of that year has this number.
    case receiptNumberTaken(YearlyNumber)
    /// The receipt is closed: copies no longer join it.
    case receiptClosed(YearlyNumber)
    /// A receipt's day may change only within its year (its number belongs to the year).
    case receiptYearFixed(YearlyNumber)
    /// A receipt that brought copies cannot be removed.
    case receiptHasCopies(YearlyNumber, count: Int)
    /// No act of write-off has this number.
    case writeOffNotFound(YearlyNumber)
    /// Another act of that year has this number.
    case writeOffNumberTaken(YearlyNumber)
    /// The copy was written off already, by this act.
    case copyAlreadyWrittenOff(InventoryNumber, act: String)
    /// The copy is on loan: it is written off after it comes back, or as lost.
    case copyOnLoanInAct(InventoryNumber)
    /// The copy is on its way between branches.
    case copyTravellingInAct(InventoryNumber)
    /// A reader's hold waits for the copy (set aside for them, or for this copy alone).
    case copyHeldInAct(InventoryNumber)
    /// The copy entered the fund after the act's day.
    case copyReceivedAfterAct(InventoryNumber, received: Day)
    /// A copy's status becomes «written off» only through an act.
    case writeOffByEditing(InventoryNumber)
    /// A batch's day would fall after the act that wrote off one of its copies.
    case receiptAfterWriteOff(YearlyNumber, act: Day)
    /// The copy's batch is closed: its batch, price, balance and kind of document stay as reported.
    case copyInClosedReceipt(InventoryNumber, receipt: YearlyNumber)
    /// A copy written off by an act stays written off.
    case copyWrittenOffByAct(InventoryNumber, act: YearlyNumber)
    /// A copy in an act of write-off stays in the catalogue, for the act's sake.
    case copyInAct(InventoryNumber, act: YearlyNumber)
    /// No stock check has this number.
    case stocktakeNotFound(StocktakeID)
    /// The stock check has ended: nothing more is scanned into it.
    case stocktakeFinished(StocktakeID)
    /// A copy brought instead of a lost one joins a receipt of source «взамен утерянных» only.
    case receiptNotForReplacement(YearlyNumber)
    /// A document to print or download would have more lines than it may: the range is to be narrowed.
    case documentTooLong(limit: Int)
    /// A closed batch's day, source, supplier or document are what the accounts reported: they
    /// change only once it is opened again.
    case closedReceiptKept(YearlyNumber)
    /// A title whose copies the accounts have reported (a closed batch, an act) may not become a
    /// textbook or stop being one: its copies would move between the main fund's and the textbook
    /// fund's book of summary accounting for the periods reported.
    case kindChangeMovesAccountedCopies(String, copies: Int)

    public var code: String {
        switch self {
        case .receiptNotFound: "receipt_not_found"
        case .receiptNumberTaken: "receipt_number_taken"
        case .receiptClosed: "receipt_closed"
        case .receiptYearFixed: "receipt_year_fixed"
        case .receiptHasCopies: "receipt_has_copies"
        case .writeOffNotFound: "write_off_not_found"
        case .writeOffNumberTaken: "write_off_number_taken"
        case .copyAlreadyWrittenOff: "copy_already_written_off"
        case .copyOnLoanInAct: "copy_on_loan_in_act"
        case .copyTravellingInAct: "copy_travelling_in_act"
        case .copyHeldInAct: "copy_held_in_act"
        case .copyReceivedAfterAct: "copy_received_after_act"
        case .writeOffByEditing: "write_off_by_editing"
        case .copyInClosedReceipt: "copy_in_closed_receipt"
        case .receiptAfterWriteOff: "receipt_after_write_off"
        case .copyWrittenOffByAct: "copy_written_off_by_act"
        case .copyInAct: "copy_in_act"
        case .stocktakeNotFound: "stocktake_not_found"
        case .stocktakeFinished: "stocktake_finished"
        case .receiptNotForReplacement: "receipt_not_for_replacement"
        case .documentTooLong: "document_too_long"
        case .closedReceiptKept: "receipt_closed_for_change"
        case .kindChangeMovesAccountedCopies: "kind_change_moves_accounted_copies"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .receiptNotFound, .writeOffNotFound, .stocktakeNotFound: .notFound
        case .documentTooLong: .invalidInput
        default: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .receiptNotFound(let number): Bilingual { $0.receiptNotFound(number) }
        case .receiptNumberTaken(let number): Bilingual { $0.receiptNumberTaken(number) }
        case .receiptClosed(let number): Bilingual { $0.receiptClosed(number) }
        case .receiptYearFixed(let number): Bilingual { $0.receiptYearFixed(number) }
        case .receiptHasCopies(let number, let count): Bilingual { $0.receiptHasCopies(number, count: count) }
        case .writeOffNotFound(let number): Bilingual { $0.writeOffNotFound(number) }
        case .writeOffNumberTaken(let number): Bilingual { $0.writeOffNumberTaken(number) }
        case .copyAlreadyWrittenOff(let inventory, let act): Bilingual { $0.copyAlreadyWrittenOff(inventory, act: act) }
        case .copyOnLoanInAct(let inventory): Bilingual { $0.copyOnLoanInAct(inventory) }
        case .copyTravellingInAct(let inventory): Bilingual { $0.copyTravellingInAct(inventory) }
        case .copyHeldInAct(let inventory): Bilingual { $0.copyHeldInAct(inventory) }
        case .copyReceivedAfterAct(let inventory, let day): Bilingual { $0.copyReceivedAfterAct(inventory, received: day) }
        case .writeOffByEditing(let inventory): Bilingual { $0.writeOffByEditing(inventory) }
        case .copyInClosedReceipt(let inventory, let receipt): Bilingual { $0.copyInClosedReceipt(inventory, receipt: receipt) }
        case .receiptAfterWriteOff(let number, let act): Bilingual { $0.receiptAfterWriteOff(number, act: act) }
        case .copyWrittenOffByAct(let inventory, let act): Bilingual { $0.copyWrittenOffByAct(inventory, act: act) }
        case .copyInAct(let inventory, let act): Bilingual { $0.copyInAct(inventory, act: act) }
        case .stocktakeNotFound(let id): Bilingual { $0.stocktakeNotFound(id) }
        case .stocktakeFinished(let id): Bilingual { $0.stocktakeFinished(id) }
        case .receiptNotForReplacement(let number): Bilingual { $0.receiptNotForReplacement(number) }
        case .documentTooLong(let limit): Bilingual { $0.documentTooLong(limit: limit) }
        case .closedReceiptKept(let number): Bilingual { $0.closedReceiptKept(number) }
        case .kindChangeMovesAccountedCopies(let title, let copies): Bilingual { $0.kindChangeMovesAccountedCopies(title, copies: copies) }
        }
    }
}
