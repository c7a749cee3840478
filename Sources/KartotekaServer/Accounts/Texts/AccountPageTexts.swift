import KartotekaCore
import KartotekaWire

/// The texts of the sign-in page and the staff accounts page.
protocol AccountPageTexts: Sendable {
    var auditLog: String { get }
    var whenLocal: String { get }
    var who: String { get }
    var action: String { get }
    var what: String { get }
    var revoke: String { get }
    var accountDisabled: String { get }
    var name: String { get }
    var role: String { get }
    var disableAccount: String { get }
    var newPassword: String { get }
    var changePassword: String { get }
    var apiTokenFor: String { get }
    var tokenPurpose: String { get }
    var issueToken: String { get }
    var deleteAccountQuestion: String { get }
    var newTokenCopyItNow: String { get }
    var staffAccounts: String { get }
    var newAccount: String { get }
    var loginName: String { get }
    var displayName: String { get }
    var password: String { get }
    func atLeastCharacters(_ count: Int) -> String
    var create: String { get }
    var signInTitle: String { get }
    var readersNeedNoAccount: String { get }
    var searchTheCatalogue: String { get }
}
