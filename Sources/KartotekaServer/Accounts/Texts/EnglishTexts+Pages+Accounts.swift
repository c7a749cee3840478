import KartotekaCore
import KartotekaWire

extension EnglishTexts: AccountPageTexts {
    var auditLog: String { "Audit log" }
    var whenLocal: String { "When" }
    var who: String { "Who" }
    var action: String { "Action" }
    var what: String { "What" }
    var revoke: String { "Revoke" }
    var accountDisabled: String { "disabled" }
    var name: String { "Name" }
    var role: String { "Role" }
    var disableAccount: String { "disable" }
    var newPassword: String { "New password" }
    var changePassword: String { "Change password" }
    var apiTokenFor: String { "API token for" }
    var tokenPurpose: String { "purpose" }
    var issueToken: String { "Issue" }
    var deleteAccountQuestion: String { "Delete this account?" }
    var newTokenCopyItNow: String { "New API token — copy it now, it will not be shown again:" }
    var staffAccounts: String { "Staff accounts" }
    var newAccount: String { "New account" }
    var loginName: String { "Login name" }
    var displayName: String { "Display name" }
    var password: String { "Password" }
    func atLeastCharacters(_ count: Int) -> String { "at least \(count) characters" }
    var create: String { "Create" }
    var signInTitle: String { "Sign in" }
    var readersNeedNoAccount: String { "Readers need no account: " }
    var searchTheCatalogue: String { "search the catalogue" }
}
