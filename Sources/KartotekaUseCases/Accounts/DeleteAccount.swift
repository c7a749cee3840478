import KartotekaCore
import KartotekaStore

/// Deletes a staff account; never the last active administrator.
public typealias DeleteAccount = SingleInput<DeleteAccountChange>

/// What ``DeleteAccount`` does.
public enum DeleteAccountChange: SingleInputChange {
    public static let about = UseCaseAbout("delete account", .permission(.manageAccounts), subject: "account")

    public static func change(_ username: String, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.deleteAccount(username: username)
    }
}
