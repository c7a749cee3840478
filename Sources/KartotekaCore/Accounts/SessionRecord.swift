import Foundation

/// A signed-in browser session: whose it is, its anti-forgery token and when it ends.
public struct SessionRecord: Sendable, Hashable {
    /// The account signed in.
    public var account: Account
    /// The token every form of this session must carry.
    public var csrfToken: String
    /// When the session stops being valid.
    public var expiresAt: Date
    /// The branch chosen at sign-in, if one was; else the account's.
    public var branch: BranchCode?

    /// Creates a session value.
    public init(account: Account, csrfToken: String, expiresAt: Date, branch: BranchCode? = nil) {
        self.account = account
        self.csrfToken = csrfToken
        self.expiresAt = expiresAt
        self.branch = branch
    }
}
