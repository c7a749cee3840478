import KartotekaCore

/// Options every command understands, wherever they stand on the command line.
enum GlobalOptions {
    /// `--db FILE|URL`.
    static let database = Option.text("db", "FILE|URL", "файл базы данных или адрес PostgreSQL postgresql://… (или KARTOTEKA_DB; по умолчанию ./data/kartoteka.sqlite)",
                                      "database file or PostgreSQL URL postgresql://… (or KARTOTEKA_DB; default ./data/kartoteka.sqlite)")
    /// `--server URL`.
    static let server = Option.text("server", "URL", "работать через сервер Картотеки вместо базы (или KARTOTEKA_SERVER; server в файле настроек)",
                                    "work through a Kartoteka server instead of the database (or KARTOTEKA_SERVER; server in the configuration file)")
    /// `--token TOKEN`.
    static let token = Option.text("token", "TOKEN", "API-токен для сервера; лучше KARTOTEKA_TOKEN или token в файле настроек: параметры видны в ps",
                                   "API token for the server; prefer KARTOTEKA_TOKEN or token in the configuration file: options show in ps")
    /// `--lang ru|en`.
    static let language = Option<Language>.checked("lang", "ru|en", "язык сообщений (по умолчанию из LANG, иначе русский)",
                                                   "message language (default from LANG, else Russian)",
                                                   expected: Bilingual(ru: "ru или en.", en: "ru or en.")) { Language(rawValue: $0) }
    /// `--config FILE`.
    static let configuration = Option.text("config", "FILE", "файл настроек (или KARTOTEKA_CONFIG; по умолчанию ./kartoteka.conf, если есть)",
                                           "configuration file (or KARTOTEKA_CONFIG; default ./kartoteka.conf when present)")
    /// `--json`.
    static let json = Flag("json", "вывод в JSON для скриптов", "JSON output for scripts")
    /// `--help`.
    static let help = Flag("help", "справка по команде", "help for the command")
    /// `--version`: accepted everywhere, listed only in the program's help.
    static let version = Flag("version", "версия программы", "program version")

    /// The global options every command's help lists.
    static let all: [any OptionDeclaration] = [database, server, token, language, configuration, json, help]

    /// Every global option the parser accepts.
    static let accepted: [OptionSpec] = (all + [version]).map(\.spec)
}
