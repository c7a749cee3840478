extension EnglishTexts: CirculationTexts {
    func copyAlreadyOnLoan(_ inventory: InventoryNumber, heldBy holder: TicketNumber?) -> String {
        "Copy \(inventory) is already on loan" + (holder.map { " (reader ticket \($0))" } ?? "") + ". Return it first."
    }
    func copyNotLendable(_ inventory: InventoryNumber, status: CopyStatus) -> String {
        "Copy \(inventory) cannot be lent: it is \(status.name.english)."
    }
    func copyNotOnLoan(_ inventory: InventoryNumber) -> String { "Copy \(inventory) is not on loan, so there is nothing to return or renew." }
    func renewalLimitReached(_ inventory: InventoryNumber, limit: Int) -> String {
        "The loan of copy \(inventory) was already renewed \(limit) \(plural(limit, "time", "times")), the most allowed. Return it instead."
    }
    func readingRoomLoanNotRenewed(_ inventory: InventoryNumber) -> String {
        "Copy \(inventory) was lent to read in the library, due back today: such a loan is not renewed. Take it back, or lend it to take home."
    }
    func renewalNotLater(_ inventory: InventoryNumber, dueOn: Day) -> String {
        "Copy \(inventory) is already due on \(dueOn.isoText), the last day the loan rules lend it until. There is nothing to renew."
    }
    func dueDayNotInFuture(_ day: Day) -> String { "The due date \(day.isoText) must be after today." }
    func dueDayBeyondRules(_ day: Day, latest: Day) -> String {
        "The due date \(day.isoText) is later than the loan rules allow: \(latest.isoText) at the latest. A librarian can set a longer one."
    }
    func deskJustLent(_ inventory: InventoryNumber, seconds: Int) -> String {
        "Copy \(inventory) was lent to this reader \(seconds) s ago: scanning it again does not take it back. "
            + "If the book really came back, press «Return» next to it in the reader's list."
    }
    func deskJustReturned(_ inventory: InventoryNumber, seconds: Int) -> String {
        "Copy \(inventory) was taken back \(seconds) s ago: scanning it again does not lend it. "
            + "If the reader is taking this book, confirm the loan."
    }
    func deskScanTicketFirst(_ inventory: InventoryNumber) -> String {
        "Copy \(inventory) is not on loan. To lend it, scan the reader's ticket first."
    }
    func deskTitleAlreadyHeld(_ inventory: InventoryNumber, held: InventoryNumber) -> String {
        "The reader already holds copy \(held) of this title, so \(inventory) was not lent. If a second one is wanted, confirm the loan."
    }
    func nothingToUndo(_ inventory: InventoryNumber, minutes: Int) -> String {
        "Copy \(inventory) was neither lent nor taken back in the last \(minutes) minutes: there is nothing to undo. "
            + "Close an older loan with a return, undo an older return with a new loan."
    }
    func undoFilledHold(_ inventory: InventoryNumber) -> String {
        "Lending copy \(inventory) filled the reader's hold and cannot be undone. Take the book back instead."
    }
    func undoCopyMovedOn(_ inventory: InventoryNumber) -> String {
        "Since it came back, copy \(inventory) has been set aside for a hold or sent home: the return cannot be undone. "
            + "Lend the book again."
    }
    func undoReaderGone(_ inventory: InventoryNumber) -> String {
        "The reader who returned copy \(inventory) is no longer in the library's records: the return cannot be undone. "
            + "Lend the book to a reader who is."
    }
}
