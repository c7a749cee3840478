extension EnglishTexts: HoldTexts {
    var holdQueued: String { "in the queue" }
    var holdInTransit: String { "on its way to the pickup branch" }
    var holdWaiting: String { "waiting on the hold shelf" }
    var holdCollected: String { "collected" }
    var holdExpired: String { "not collected in time" }
    var holdCancelled: String { "cancelled" }
    func holdInQueue(position: Int) -> String { "in the queue: number \(position)" }
    func holdTravelling(copy: InventoryNumber?, to branch: BranchCode) -> String {
        "copy \(copy.map(\.rawValue) ?? "—") is set aside and on its way to branch \(branch)"
    }
    func holdOnShelf(copy: InventoryNumber?, at branch: BranchCode, until: Day?) -> String {
        "waiting on the hold shelf at branch \(branch)" + (copy.map { ", copy \($0)" } ?? "")
            + (until.map { ", to be collected by \($0.isoText) inclusive" } ?? "")
    }
    func holdTitleHasNoCopies(_ title: String) -> String {
        "“\(title)” has no copies, so there is nothing to reserve. Add a copy first."
    }
    func holdNoLendableCopies(_ title: String) -> String {
        "Every copy of “\(title)” is lost, written off or at the bindery, so a hold would never be filled."
    }
    func holdAdultOnly(_ title: String, age: Int) -> String {
        "“\(title)” is for adults (18+): a reader aged \(age) may neither borrow nor hold it (436-ФЗ)."
    }
    func holdReadingRoomOnly(_ title: String) -> String {
        "“\(title)” is read in the reading room only, so there is nothing to hold: ask for it in the reading room."
    }
    func holdCopyNotLendable(_ inventory: InventoryNumber, status: CopyStatus) -> String {
        "Copy \(inventory) cannot be reserved: it is \(status.name.english). Reserve the book as a whole."
    }
    func holdAlreadyPlaced(_ ticket: TicketNumber, title: String, standing: Bilingual) -> String {
        "Reader \(ticket) already has a hold on “\(title)” (\(standing.english)); a second one is not needed."
    }
    func holdTitleOnLoanToReader(_ ticket: TicketNumber, title: String) -> String {
        "Reader \(ticket) has “\(title)” on loan already, so there is no need to reserve it."
    }
    func holdLimitReached(_ ticket: TicketNumber, limit: Int) -> String {
        "Reader \(ticket) has \(limit) holds already, the most a reader may have. Let them collect or cancel one first."
    }
    func holdReaderBlocked(_ ticket: TicketNumber, reasons: [Bilingual], remedies: [Bilingual]) -> String {
        var seen: Set<String> = []
        let todo = remedies.map(\.english).filter { seen.insert($0).inserted }
        return "Reader \(ticket) may not reserve books: " + reasons.map(\.english).joined(separator: "; ") + ". "
            + todo.joined(separator: " ")
    }
    func holdNotFound(_ id: HoldID) -> String { "There is no hold number \(id)." }
    func holdAlreadyEnded(_ id: HoldID, state: Bilingual) -> String { "Hold number \(id) has ended already: \(state.english)." }
    func copyHeldForAnotherReader(_ inventory: InventoryNumber, pickupBy: Day?) -> String {
        "Copy \(inventory) is set aside for another reader's hold"
            + (pickupBy.map { " and waits for them until \($0.isoText)" } ?? "")
            + ". Lend another copy, or put this reader in the queue."
    }
    func copySetAsideForHold(_ inventory: InventoryNumber) -> String {
        "Copy \(inventory) is set aside for a reader's hold. Cancel the hold first (and tell the reader), then send, withdraw or delete the copy."
    }
    func copyWantedByHold(_ inventory: InventoryNumber) -> String {
        "A reader's hold in the queue asks for copy \(inventory) itself. Cancel the hold first (and tell the reader), then delete the copy."
    }
    func renewalWantedByOthers(_ inventory: InventoryNumber, waiting: Int) -> String {
        "The loan of copy \(inventory) cannot be renewed: \(waiting) \(plural(waiting, "reader waits", "readers wait")) for the book "
            + "on hold and no other copy is free. Please bring it back by the due day."
    }
    var holdTransferReason: String { "set aside for a hold, on its way to the pickup branch" }
    var holdTargetRule: String { "Give one of a title (titleId) and a copy (inventoryNumber)." }
}
