import KartotekaCore
import KartotekaStore

/// Changes a staff account's role, shown name, branch, or whether it may sign in (a disabled
/// account's sessions end); what is not given stays. The last active administrator keeps the
/// role and stays enabled; a branch that does not exist is refused before anything changes.
public struct ChangeAccount: UseCase {
    public static let action = "change account"
    public static let access = UseCaseAccess.permission(.manageAccounts)

    /// The account's login name.
    public let username: String
    /// Its new role, if it changes.
    public let role: Role?
    /// Its new shown name, if it changes.
    public let displayName: String?
    /// Whether it is disabled (`true`), enabled (`false`), or left as it is.
    public let disabled: Bool?
    /// Its new branch (`.some(nil)`: the main one), if it changes.
    public let branch: BranchCode??

    /// A change of the account `username`.
    public init(_ username: String, role: Role? = nil, displayName: String? = nil, disabled: Bool? = nil, branch: BranchCode?? = nil) {
        self.username = username
        self.role = role
        self.displayName = displayName
        self.disabled = disabled
        self.branch = branch
    }

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
