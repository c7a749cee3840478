import KartotekaCore
import KartotekaStore

/// Revokes an API token.
public struct RevokeAPIToken: UseCase {
    public static let action = "revoke API token"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    /// The token's number.
    public let id: Int64

    /// Revokes the token `id`.
    public init(_ id: Int64) {
        self.id = id
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        try transaction.connection.revokeAPIToken(id: id)
    }

    public func auditSubject(of output: Void) -> String? {
        "API token \(id)"
    }
}
