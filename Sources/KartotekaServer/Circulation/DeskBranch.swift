import KartotekaCore
import KartotekaStore

extension RequestContext {
    /// The branch whose desk the request comes from: the one chosen at sign-in, else the
    /// account's; `nil` for an account of no branch (it works wherever a copy is).
    var deskBranch: BranchCode? {
        principal?.branch
    }

    /// The account acting, for the journeys it starts or ends.
    var actingAccount: String? {
        principal?.account.username
    }

    /// Receives a copy at `branch`, else at the desk's branch, else where it is going.
    func receiveCopy(_ inventory: InventoryNumber, at branch: BranchCode? = nil) throws -> TransferRecord {
        guard let at = try branch ?? deskBranch ?? store.copy(inventory).record.placement?.travellingTo else {
            throw BranchError.copyNotTravelling(inventory)
        }
        return try store.receiveCopy(inventory, at: at, by: actingAccount)
    }
}
