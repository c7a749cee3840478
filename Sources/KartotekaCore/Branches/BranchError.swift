/// Why something about branches, or a copy's travel between them, cannot be done.
public enum BranchError: KartotekaError, Equatable {
    /// No branch has this code.
    case branchNotFound(BranchCode)
    /// Another branch has this code.
    case codeTaken(BranchCode)
    /// The main branch cannot be removed.
    case mainBranchStays(BranchCode)
    /// Copies, desks or loans still belong to the branch.
    case branchInUse(BranchCode)
    /// The copy is on loan, lost or written off, so it cannot be sent.
    case copyCannotTravel(InventoryNumber, CopyStatus)
    /// The copy is already at that branch.
    case copyAlreadyThere(InventoryNumber, BranchCode)
    /// The copy is on its way somewhere already.
    case copyAlreadyTravelling(InventoryNumber, to: BranchCode)
    /// The copy is not on its way anywhere, so there is nothing to receive.
    case copyNotTravelling(InventoryNumber)
    /// The copy is on its way to another branch than the one receiving it.
    case copyGoesElsewhere(InventoryNumber, to: BranchCode)
    /// The location shows another branch already; a location shows one branch.
    case locationShowsAnotherBranch(LocationID, BranchCode)
    /// The copy travels for a reader's hold, so its journey is not called off.
    case copyTravelsForHold(InventoryNumber)
    /// A journey is called off at the branch the copy left, not at another desk.
    case callOffWhereItLeft(InventoryNumber, left: BranchCode)

    public var code: String {
        switch self {
        case .branchNotFound: "branch_not_found"
        case .codeTaken: "branch_code_taken"
        case .mainBranchStays: "main_branch_stays"
        case .branchInUse: "branch_in_use"
        case .copyCannotTravel: "copy_cannot_travel"
        case .copyAlreadyThere: "copy_already_there"
        case .copyAlreadyTravelling: "copy_already_travelling"
        case .copyNotTravelling: "copy_not_travelling"
        case .copyGoesElsewhere: "copy_goes_elsewhere"
        case .locationShowsAnotherBranch: "location_shows_another_branch"
        case .copyTravelsForHold: "copy_travels_for_hold"
        case .callOffWhereItLeft: "call_off_where_it_left"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .branchNotFound: .notFound
        default: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .branchNotFound(let code): Bilingual { $0.branchNotFound(code) }
        case .codeTaken(let code): Bilingual { $0.branchCodeTaken(code) }
        case .mainBranchStays(let code): Bilingual { $0.mainBranchStays(code) }
        case .branchInUse(let code): Bilingual { $0.branchInUse(code) }
        case .copyCannotTravel(let inventory, let status): Bilingual { $0.copyCannotTravel(inventory, status: status) }
        case .copyAlreadyThere(let inventory, let code): Bilingual { $0.copyAlreadyThere(inventory, at: code) }
        case .copyAlreadyTravelling(let inventory, let code): Bilingual { $0.copyAlreadyTravelling(inventory, to: code) }
        case .copyNotTravelling(let inventory): Bilingual { $0.copyNotTravelling(inventory) }
        case .copyGoesElsewhere(let inventory, let code): Bilingual { $0.copyGoesElsewhere(inventory, to: code) }
        case .locationShowsAnotherBranch(let id, let code): Bilingual { $0.locationShowsAnotherBranch(id, code) }
        case .copyTravelsForHold(let inventory): Bilingual { $0.copyTravelsForHold(inventory) }
        case .callOffWhereItLeft(let inventory, let left): Bilingual { $0.callOffWhereItLeft(inventory, left: left) }
        }
    }
}
