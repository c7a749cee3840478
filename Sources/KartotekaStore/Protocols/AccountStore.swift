import Foundation
import KartotekaCore

/// Staff accounts, their sessions and API tokens, and the audit log. Passwords arrive hashed and
/// tokens as digests: the store never sees a secret.
public protocol AccountStore: Sendable {
    /// How many accounts exist.
    func accountCount() throws -> Int
    /// Creates an account; throws ``AccountError/usernameTaken(_:)``.
    func addAccount(username: String, displayName: String, role: Role, passwordHash: String) throws -> Account
    /// An account with its password hash; throws ``AccountError/accountNotFound(_:)``.
    func account(username: String) throws -> (account: Account, passwordHash: String)
    /// Every account, by name.
    func accounts() throws -> [Account]
    /// Changes an account's role, display name or whether it may sign in; the last active
    /// administrator cannot lose the role or be disabled.
    func updateAccount(username: String, role: Role?, displayName: String?, disabled: Bool?) throws -> Account
    /// Replaces an account's password hash and ends its sessions.
    func setPasswordHash(username: String, passwordHash: String) throws
    /// Deletes an account (not the last administrator), with its sessions and tokens.
    func deleteAccount(username: String) throws

    /// Starts a session.
    func createSession(accountID: Int64, tokenDigest: String, csrfToken: String, expiresAt: Date, branch: BranchCode?) throws
    /// Sets the branch whose desk an account works at (`nil`: the main one).
    func setAccountBranch(username: String, branch: BranchCode?) throws -> Account
    /// The live session with this token digest, if any (expired ones are gone).
    func session(tokenDigest: String) throws -> SessionRecord?
    /// Ends a session.
    func deleteSession(tokenDigest: String) throws

    /// Records a new API token for an account.
    func addAPIToken(username: String, name: String, tokenDigest: String) throws -> APITokenRecord
    /// The account an unrevoked API token belongs to, if any; notes the use.
    func account(apiTokenDigest: String) throws -> Account?
    /// API tokens, of one account or all.
    func apiTokens(username: String?) throws -> [APITokenRecord]
    /// Revokes a token.
    func revokeAPIToken(id: Int64) throws

    /// Notes a failed sign-in with a name (as the throttle counts it) from an address, and forgets
    /// every failure from before `forgettingBefore`.
    func recordSignInFailure(name: String, address: String, at: Date, forgettingBefore: Date) throws
    /// When sign-ins with a name from an address failed since a moment, oldest first.
    func signInFailures(name: String, address: String, since: Date) throws -> [Date]
    /// When sign-ins with a name failed since a moment, from every address, oldest first.
    func signInFailures(name: String, since: Date) throws -> [Date]
    /// Forgets the failed sign-ins with a name: from one address (after a success there), or from
    /// every address (`nil`: an administrator lifts the wait); returns how many were forgotten.
    @discardableResult
    func forgetSignInFailures(name: String, address: String?) throws -> Int

    /// Adds a line to the audit log.
    func appendAudit(_ entry: AuditEntry) throws
    /// The newest audit lines first.
    func auditEntries(page: PageRequest) throws -> Page<AuditEntry>
}

extension AccountStore {
    /// Starts a session at the account's own branch.
    public func createSession(accountID: Int64, tokenDigest: String, csrfToken: String, expiresAt: Date) throws {
        try createSession(accountID: accountID, tokenDigest: tokenDigest, csrfToken: csrfToken, expiresAt: expiresAt, branch: nil)
    }
}
