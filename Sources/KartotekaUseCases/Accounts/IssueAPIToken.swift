import KartotekaCore
import KartotekaStore

extension IssueAPIToken {
    public static let action = "issue API token"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> APITokenRecord {
        try transaction.connection.addAPIToken(username: username, name: name, tokenDigest: tokenDigest, now: transaction.now)
    }

    public func auditSubject(of output: APITokenRecord) -> String? {
        "API token \(output.id) of account \(output.username)"
    }
}
