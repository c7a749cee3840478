import KartotekaCore
import KartotekaWire

/// Who is making a request.
struct RequestPrincipal: Sendable {
    /// The account.
    let account: Account
    /// The session's anti-forgery token; `nil` when signed in with an API token.
    let csrfToken: String?
    /// The branch whose desk this is: chosen at sign-in, else the account's; `nil`: the main branch.
    let branch: BranchCode?

    init(account: Account, csrfToken: String?, branch: BranchCode? = nil) {
        self.account = account
        self.csrfToken = csrfToken
        self.branch = branch ?? account.branch
    }
}
