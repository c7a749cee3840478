import KartotekaCore
import KartotekaStore

/// Gives a staff account a new password (checked and hashed before) and ends its sessions:
/// `SetPassword(username, to: hash)`.
public typealias SetPassword = Edit<SetPasswordChange>

/// What ``SetPassword`` does.
public enum SetPasswordChange: KeyedEdit {
    public static let about = UseCaseAbout("set password", .permission(.manageAccounts), subject: "account")

    /// `passwordHash` becomes the password of the account `username`.
    public static func change(_ username: String, to passwordHash: String, in transaction: StoreTransaction,
                              by principal: Principal) throws {
        try transaction.connection.setPasswordHash(username: username, passwordHash: passwordHash, now: transaction.now)
    }
}
