import KartotekaCore

extension EnglishTexts: UserCommandTexts {
    var userAddSummary: String { "create a staff account" }
    var userAddDetails: String { "Example: kartoteka user add admin --role administrator" }
    var roleHelp: String { "role (default librarian)" }
    func accountCreated(_ username: String, role: Role, branch: BranchCode?) -> String {
        "Account \(username) created (\(role.name.english)\(branch.map(accountBranchNote) ?? ""))."
    }
    func generatedPassword(_ password: String) -> String { "Password: \(password)" }
    var userDeleteSummary: String { "delete an account" }
    var accountDeleted: String { "Account deleted." }
    var userEditSummary: String { "change the role, name or branch, or disable/enable" }
    var newRoleHelp: String { "new role" }
    var disableHelp: String { "forbid signing in" }
    var enableHelp: String { "allow signing in" }
    func accountSaved(_ username: String, role: Role, branch: BranchCode?, disabled: Bool) -> String {
        "Saved: \(username), \(role.name.english)\(branch.map(accountBranchNote) ?? "")\(disabled ? ", disabled" : "")."
    }
    var userListSummary: String { "accounts" }
    var disabledMark: String { "  (disabled)" }
    var noAccounts: String { "No accounts." }
    var passwordFileHelp: String { "file with the password (first line; - for standard input); without it one is generated and printed" }
    var displayNameHelp: String { "display name" }
    var roleChoices: String { "administrator, librarian or circulation." }
    var userPasswdSummary: String { "change the password (ends every session)" }
    var passwordChanged: String { "Password changed." }
    var userUnlockSummary: String { "lift the wait after failed sign-ins" }
    var userUnlockDetails: String {
        "After three failed sign-ins with one name from one address, each further attempt from there waits longer, up to two "
            + "minutes. This command forgets the name's failed sign-ins from every address: it may sign in at once."
    }
    func signInUnlocked(_ username: String, failures: Int) -> String {
        "The wait for \(username) is lifted (failed sign-ins forgotten: \(failures))."
    }
    var tokenAddSummary: String { "issue an API token (shown once)" }
    var tokenPurposeHelp: String { "what the token is for" }
    func tokenIssued(_ id: Int64, token: String) -> String { "Token #\(id) (keep it; it will not be shown again):\n\(token)" }
    var tokenListSummary: String { "API tokens" }
    var revokedMark: String { "  (revoked)" }
    var noTokens: String { "No tokens." }
    var tokenRevokeSummary: String { "revoke an API token" }
    var tokenNumberExpected: String { "expected a token number." }
    var tokenRevoked: String { "Token revoked." }
}
