import KartotekaCore
import KartotekaStore

/// Gives a staff account a new password (checked and hashed before) and ends its sessions.
public struct SetPassword: UseCase {
    public static let action = "set password"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    /// The account's login name.
    public let username: String
    /// The new password's hash.
    public let passwordHash: String

    /// A new password, hashed as `passwordHash`, for the account `username`.
    public init(_ username: String, passwordHash: String) {
        self.username = username
        self.passwordHash = passwordHash
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.setPasswordHash(username: username, passwordHash: passwordHash, now: transaction.now)
    }

    public func auditSubject(of output: Void) -> String? {
        "account \(username)"
    }
}
