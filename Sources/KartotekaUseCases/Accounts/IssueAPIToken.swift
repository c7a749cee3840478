import KartotekaCore
import KartotekaStore

/// Records a new API token of a staff account: only its digest is kept (the token itself is made
/// and shown once by the caller).
public struct IssueAPIToken: UseCase {
    public static let action = "issue API token"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    /// The account's login name.
    public let username: String
    /// What the token is for.
    public let name: String
    /// The token's digest.
    public let tokenDigest: String

    /// A token for `username`, named `name`, kept as `tokenDigest`.
    public init(for username: String, name: String, tokenDigest: String) {
        self.username = username
        self.name = name
        self.tokenDigest = tokenDigest
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> APITokenRecord {
        try transaction.connection.addAPIToken(username: username, name: name, tokenDigest: tokenDigest, now: transaction.now)
    }

    public func auditSubject(of output: APITokenRecord) -> String? {
        "API token \(output.id) of account \(output.username)"
    }
}
