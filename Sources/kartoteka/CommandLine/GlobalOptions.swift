import KartotekaCore

/// Options every command understands, wherever they stand on the command line.
enum GlobalOptions {
    /// `--db FILE`.
    static let database = Option.text("db", "FILE", \.databaseOptionHelp)
    /// `--server URL`.
    static let server = Option.text("server", "URL", \.serverOptionHelp)
    /// `--token TOKEN`.
    static let token = Option.text("token", "TOKEN", \.tokenOptionHelp)
    /// `--lang ru|en`.
    static let language = Option<Language>.checked("lang", "ru|en", \.languageOptionHelp,
                                                   expected: Bilingual { $0.languageChoices }) { Language(rawValue: $0) }
    /// `--config FILE`.
    static let configuration = Option.text("config", "FILE", \.configurationOptionHelp)
    /// `--json`.
    static let json = Flag("json", \.jsonOptionHelp)
    /// `--help`.
    static let help = Flag("help", \.helpOptionHelp)
    /// `--version`: accepted everywhere, listed only in the program's help.
    static let version = Flag("version", \.versionOptionHelp)

    /// The global options every command's help lists.
    static let all: [any OptionDeclaration] = [database, server, token, language, configuration, json, help]

    /// Every global option the parser accepts.
    static let accepted: [OptionSpec] = (all + [version]).map(\.spec)
}
