import KartotekaCore
import KartotekaStore

/// Adds a staff account, working at a branch's desk when one is given (a branch that does not
/// exist is refused before the account is made); refused when another account has the name,
/// letter case aside. The name and password are checked, and the password hashed, before.
public struct AddAccount: UseCase {
    public static let action = "add account"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    /// The login name, checked.
    public let username: String
    /// How the name is shown.
    public let displayName: String
    /// What the account may do.
    public let role: Role
    /// The password's hash.
    public let passwordHash: String
    /// The branch whose desk it works at; `nil`: the main one.
    public let branch: BranchCode?

    /// An account `username` of `role`, signing in with the password hashed as `passwordHash`.
    public init(username: String, displayName: String, role: Role, passwordHash: String, branch: BranchCode?) {
        self.username = username
        self.displayName = displayName
        self.role = role
        self.passwordHash = passwordHash
        self.branch = branch
    }

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
