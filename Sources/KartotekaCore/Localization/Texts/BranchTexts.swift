/// The texts of branches: their codes and names, why a branch or a copy's journey cannot be as
/// asked, and why a copy elsewhere cannot be lent here.
protocol BranchTexts: Sendable {
    var branchNameMissing: String { get }
    func branchNotFound(_ code: BranchCode) -> String
    func branchCodeTaken(_ code: BranchCode) -> String
    func mainBranchStays(_ code: BranchCode) -> String
    func branchInUse(_ code: BranchCode) -> String
    func copyCannotTravel(_ inventory: InventoryNumber, status: CopyStatus) -> String
    func copyAlreadyThere(_ inventory: InventoryNumber, at code: BranchCode) -> String
    func copyAlreadyTravelling(_ inventory: InventoryNumber, to code: BranchCode) -> String
    func copyNotTravelling(_ inventory: InventoryNumber) -> String
    func copyTravelsForHold(_ inventory: InventoryNumber) -> String
    func callOffWhereItLeft(_ inventory: InventoryNumber, left: BranchCode) -> String
    func copyGoesElsewhere(_ inventory: InventoryNumber, to code: BranchCode) -> String
    func locationShowsAnotherBranch(_ id: LocationID, _ code: BranchCode) -> String
    func copyAtAnotherBranch(_ inventory: InventoryNumber, at code: BranchCode) -> String
    func copyTravelling(_ inventory: InventoryNumber, to code: BranchCode) -> String
    var returnToHomeReason: String { get }
    var manualTransferReason: String { get }
}
