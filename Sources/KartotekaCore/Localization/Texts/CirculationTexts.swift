/// The texts of lending: why a copy cannot be lent, returned or renewed.
protocol CirculationTexts: Sendable {
    func copyAlreadyOnLoan(_ inventory: InventoryNumber, heldBy holder: TicketNumber?) -> String
    func copyNotLendable(_ inventory: InventoryNumber, status: CopyStatus) -> String
    func copyNotOnLoan(_ inventory: InventoryNumber) -> String
    func renewalLimitReached(_ inventory: InventoryNumber, limit: Int) -> String
    func readingRoomLoanNotRenewed(_ inventory: InventoryNumber) -> String
    func renewalNotLater(_ inventory: InventoryNumber, dueOn: Day) -> String
    func dueDayNotInFuture(_ day: Day) -> String
    func dueDayBeyondRules(_ day: Day, latest: Day) -> String
    func deskJustLent(_ inventory: InventoryNumber, seconds: Int) -> String
    func deskJustReturned(_ inventory: InventoryNumber, seconds: Int) -> String
    func deskScanTicketFirst(_ inventory: InventoryNumber) -> String
    func deskTitleAlreadyHeld(_ inventory: InventoryNumber, held: InventoryNumber) -> String
    func nothingToUndo(_ inventory: InventoryNumber, minutes: Int) -> String
    func undoFilledHold(_ inventory: InventoryNumber) -> String
    func undoCopyMovedOn(_ inventory: InventoryNumber) -> String
    func undoReaderGone(_ inventory: InventoryNumber) -> String
}
