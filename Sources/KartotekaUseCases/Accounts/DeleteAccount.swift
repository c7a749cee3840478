import KartotekaCore
import KartotekaStore

/// Deletes a staff account; never the last active administrator.
public struct DeleteAccount: UseCase {
    public static let action = "delete account"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    /// The account's login name.
    public let username: String

    /// Deletes the account `username`.
    public init(_ username: String) {
        self.username = username
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteAccount(username: username)
    }

    public func auditSubject(of output: Void) -> String? {
        "account \(username)"
    }
}
