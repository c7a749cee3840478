import KartotekaCore
import KartotekaStore
import KartotekaWire

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
}
