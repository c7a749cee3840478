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

    /// A role option with its help.
    static func role(_ ru: String, _ en: String) -> Option<Role> {
        .choice("role", "administrator|librarian|circulation", ru, en,
                expected: Bilingual(ru: "administrator, librarian или circulation.", en: "administrator, librarian or circulation."))
    }

    /// The password from `--password-file` (`path`), or a generated one (and whether it was generated).
    static func password(from path: String?) throws -> (String, generated: Bool) {
        guard let path else { return (SecretTokens.password(), true) }
        return (try InputFile.firstLine(path), false)
    }
}
