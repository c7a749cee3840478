extension EnglishTexts: BranchTexts {
    var branchNameMissing: String { "Enter the branch's name." }
    func branchNotFound(_ code: BranchCode) -> String {
        "No branch has the code \(code). The branches are listed on the Branches page or by kartoteka branch list."
    }
    func branchCodeTaken(_ code: BranchCode) -> String { "Another branch has the code \(code). Choose another code." }
    func mainBranchStays(_ code: BranchCode) -> String { "\(code) is the main branch and cannot be removed." }
    func branchInUse(_ code: BranchCode) -> String {
        "Copies, loans or staff still belong to the branch \(code). Move them to another branch first."
    }
    func copyCannotTravel(_ inventory: InventoryNumber, status: CopyStatus) -> String {
        "Copy \(inventory) cannot be sent: it is \(status.name.english)."
    }
    func copyAlreadyThere(_ inventory: InventoryNumber, at code: BranchCode) -> String { "Copy \(inventory) is at the branch \(code) already." }
    func copyAlreadyTravelling(_ inventory: InventoryNumber, to code: BranchCode) -> String {
        "Copy \(inventory) is on its way to the branch \(code) already. Receive it there first."
    }
    func copyNotTravelling(_ inventory: InventoryNumber) -> String { "Copy \(inventory) is not on its way anywhere." }
    func copyTravelsForHold(_ inventory: InventoryNumber) -> String {
        "Copy \(inventory) is on its way to the pickup branch of a reader's hold: receive it there, or first cancel the hold (and tell the reader)."
    }
    func callOffWhereItLeft(_ inventory: InventoryNumber, left: BranchCode) -> String {
        "Copy \(inventory) left the branch \(left): its journey is called off there. Where it has arrived, receive it."
    }
    func copyGoesElsewhere(_ inventory: InventoryNumber, to code: BranchCode) -> String {
        "Copy \(inventory) is on its way to the branch \(code), not here. Send it on there."
    }
    func locationShowsAnotherBranch(_ id: LocationID, _ code: BranchCode) -> String {
        "Library location #\(id) shows the branch \(code) already. Choose another, or let a new one be made."
    }
    func copyAtAnotherBranch(_ inventory: InventoryNumber, at code: BranchCode) -> String {
        "Copy \(inventory) is at the branch \(code), not here. Lend it there, or have it sent here first."
    }
    func copyTravelling(_ inventory: InventoryNumber, to code: BranchCode) -> String {
        "Copy \(inventory) is on its way to the branch \(code). It can be lent once it has been received there."
    }
    var returnToHomeReason: String { "going home after a return elsewhere" }
    var manualTransferReason: String { "sent by hand" }
}
