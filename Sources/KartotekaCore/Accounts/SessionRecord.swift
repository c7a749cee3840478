import Foundation

/// A signed-in browser session: whose it is, its anti-forgery token and when it ends.
public struct SessionRecord: Sendable, Hashable {
    /// The account signed in.
    public var account: Account
    /// The token every form of this session must carry.
    public var csrfToken: String
    /// When the session stops being valid.
    public var expiresAt: Date

    /// Creates a session value.
    public init(account: Account, csrfToken: String, expiresAt: Date) {
        self.account = account
        self.csrfToken = csrfToken
        self.expiresAt = expiresAt
    }
}
