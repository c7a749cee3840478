import KartotekaAuth
import KartotekaCore

/// Options of the account commands.
enum UserOptions {
    /// `<username>`.
    static let username = Argument("username")
    /// `--password-file FILE`.
    static let passwordFile = Option.text("password-file", "FILE", \.passwordFileHelp)
    /// `--name TEXT`: how the account's name is shown.
    static let displayName = Option.text("name", "TEXT", \.displayNameHelp)
    /// `--branch C`: the branch whose desk the account works at; `""` removes it.
    static let branch = Option<BranchCode>.branchCode("branch", \.accountBranchHelp).emptyMeansNone

    /// A role option with its help.
    static func role(_ help: (any CommandTexts) -> String) -> Option<Role> {
        .choice("role", "administrator|librarian|circulation", help,
                expected: Bilingual { $0.roleChoices })
    }

    /// The password from `--password-file` (`path`), or a generated one (and whether it was generated).
    static func password(from path: String?) throws -> (String, generated: Bool) {
        guard let path else { return (SecretTokens.password(), true) }
        return (try InputFile.firstLine(path), false)
    }
}
