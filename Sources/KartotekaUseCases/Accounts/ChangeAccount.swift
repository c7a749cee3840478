import KartotekaCore
import KartotekaStore

extension ChangeAccount {
    public static let action = "change account"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Account {
        let db = transaction.connection
        let desk = try branch.map { code in try code.map { try db.branchRecord($0).code } }
        let account = try db.updateAccount(username: username, role: role, displayName: displayName, disabled: disabled,
                                           now: transaction.now)
        guard let desk else { return account }
        return try db.setAccountBranch(username: account.username, branch: desk, now: transaction.now)
    }

    public func auditSubject(of output: Account) -> String? {
        "account \(output.username)"
    }
}
