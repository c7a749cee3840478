/// The texts of holds: where a hold stands, why one cannot be placed, why a copy set aside is not
/// lent to another reader or renewed.
protocol HoldTexts: Sendable {
    var holdQueued: String { get }
    var holdInTransit: String { get }
    var holdWaiting: String { get }
    var holdCollected: String { get }
    var holdExpired: String { get }
    var holdCancelled: String { get }
    func holdInQueue(position: Int) -> String
    func holdTravelling(copy: InventoryNumber?, to branch: BranchCode) -> String
    func holdOnShelf(copy: InventoryNumber?, at branch: BranchCode, until: Day?) -> String
    func holdTitleHasNoCopies(_ title: String) -> String
    func holdNoLendableCopies(_ title: String) -> String
    func holdReadingRoomOnly(_ title: String) -> String
    func holdAdultOnly(_ title: String, age: Int) -> String
    func holdCopyNotLendable(_ inventory: InventoryNumber, status: CopyStatus) -> String
    func holdAlreadyPlaced(_ ticket: TicketNumber, title: String, standing: Bilingual) -> String
    func holdTitleOnLoanToReader(_ ticket: TicketNumber, title: String) -> String
    func holdReaderBlocked(_ ticket: TicketNumber, reasons: [Bilingual], remedies: [Bilingual]) -> String
    func holdLimitReached(_ ticket: TicketNumber, limit: Int) -> String
    func holdNotFound(_ id: HoldID) -> String
    func holdAlreadyEnded(_ id: HoldID, state: Bilingual) -> String
    func copyHeldForAnotherReader(_ inventory: InventoryNumber, pickupBy: Day?) -> String
    func renewalWantedByOthers(_ inventory: InventoryNumber, waiting: Int) -> String
    func copySetAsideForHold(_ inventory: InventoryNumber) -> String
    func copyWantedByHold(_ inventory: InventoryNumber) -> String
    var holdTransferReason: String { get }
    var holdTargetRule: String { get }
}
