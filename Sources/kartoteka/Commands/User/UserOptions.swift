import KartotekaAuth
import KartotekaCore

/// Options of the account commands.
enum UserOptions {
    /// `<username>`.
    static let username = Argument("username")
    /// `--password-file FILE`.
    static let passwordFile = Option.text(
        "password-file", "FILE", "файл с паролем (первая строка; - — стандартный ввод); без него пароль создаётся и печатается",
        "file with the password (first line; - for standard input); without it one is generated and printed")
    /// `--name TEXT`: how the account's name is shown.
    static let displayName = Option.text("name", "TEXT", "как показывать имя", "display name")
    /// `--branch C`: the branch whose desk the account works at; `""` removes it.
    static let branch = Option<BranchCode>.branchCode(
        "branch", "филиал, за стойкой которого работает сотрудник (\"\" — убрать)",
        "the branch whose desk the account works at (\"\" removes it)").emptyMeansNone

    /// A role option with its help.
    static func role(_ ru: String, _ en: String) -> Option<Role> {
        .choice("role", "administrator|librarian|circulation", ru, en,
                expected: Bilingual(ru: "administrator, librarian или circulation.", en: "administrator, librarian or circulation."))
    }

    /// `, филиал Ф2` for an account of a branch, in the user's language.
    static func branchNote(_ account: Account, _ context: CommandContext) -> String {
        account.branch.map { context.text(ru: ", филиал \($0)", en: ", branch \($0)") } ?? ""
    }

    /// The password from `--password-file` (`path`), or a generated one (and whether it was generated).
    static func password(from path: String?) throws -> (String, generated: Bool) {
        guard let path else { return (SecretTokens.password(), true) }
        return (try InputFile.firstLine(path), false)
    }
}
