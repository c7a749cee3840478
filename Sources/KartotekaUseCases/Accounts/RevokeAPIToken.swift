import KartotekaCore
import KartotekaStore

/// Revokes an API token.
public typealias RevokeAPIToken = SingleInput<RevokeAPITokenChange>

/// What ``RevokeAPIToken`` does.
public enum RevokeAPITokenChange: SingleInputChange {
    public static let about = UseCaseAbout("revoke API token", .permission(.manageAccounts), subject: "API token")

    public static func change(_ id: Int64, in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.revokeAPIToken(id: id)
    }
}
