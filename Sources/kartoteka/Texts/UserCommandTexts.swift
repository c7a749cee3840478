import KartotekaCore

/// The texts of the staff account and API token commands.
protocol UserCommandTexts: Sendable {
    var userAddSummary: String { get }
    var userAddDetails: String { get }
    var roleHelp: String { get }
    func accountCreated(_ username: String, role: Role, branch: BranchCode?) -> String
    func generatedPassword(_ password: String) -> String
    var userDeleteSummary: String { get }
    var accountDeleted: String { get }
    var userEditSummary: String { get }
    var newRoleHelp: String { get }
    var disableHelp: String { get }
    var enableHelp: String { get }
    func accountSaved(_ username: String, role: Role, branch: BranchCode?, disabled: Bool) -> String
    var userListSummary: String { get }
    var disabledMark: String { get }
    var noAccounts: String { get }
    var passwordFileHelp: String { get }
    var displayNameHelp: String { get }
    var roleChoices: String { get }
    var userPasswdSummary: String { get }
    var passwordChanged: String { get }
    var userUnlockSummary: String { get }
    var userUnlockDetails: String { get }
    func signInUnlocked(_ username: String, failures: Int) -> String
    var tokenAddSummary: String { get }
    var tokenPurposeHelp: String { get }
    func tokenIssued(_ id: Int64, token: String) -> String
    var tokenListSummary: String { get }
    var revokedMark: String { get }
    var noTokens: String { get }
    var tokenRevokeSummary: String { get }
    var tokenNumberExpected: String { get }
    var tokenRevoked: String { get }
}
