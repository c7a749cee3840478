import KartotekaCore
import KartotekaStore

extension AddAccount {
    public static let action = "add account"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Account {
        let db = transaction.connection
        let desk = try branch.map { try db.branchRecord($0).code }
        let account = try db.addAccount(username: username, displayName: displayName, role: role, passwordHash: passwordHash,
                                        now: transaction.now)
        guard let desk else { return account }
        return try db.setAccountBranch(username: account.username, branch: desk, now: transaction.now)
    }

    public func auditSubject(of output: Account) -> String? {
        "account \(output.username)"
    }
}
