import KartotekaCore

/// An option a command accepts: `--inventory 12345` (with a value) or `--dry-run` (a flag).
struct OptionSpec: Sendable {
    /// The name without dashes.
    let name: String
    /// Whether the option takes a value.
    let takesValue: Bool
    /// The value's placeholder in help: `N`, `FILE`.
    let placeholder: String
    /// What the option does.
    let help: Bilingual
    /// Whether it may be given while a server is set; options that configure something only the
    /// local database keeps (the SMTP server of an export) may not.
    var worksRemotely = true

    /// An option with a value.
    static func value(_ name: String, _ placeholder: String, _ ru: String, _ en: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: true, placeholder: placeholder, help: Bilingual(ru: ru, en: en))
    }

    /// A flag.
    static func flag(_ name: String, _ ru: String, _ en: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: false, placeholder: "", help: Bilingual(ru: ru, en: en))
    }

    /// The same option, refused while a server is set.
    var onlyLocal: OptionSpec {
        var option = self
        option.worksRemotely = false
        return option
    }
}

/// Options every command understands.
enum GlobalOptions {
    static let all: [OptionSpec] = [
        .value("db", "FILE", "файл базы данных (или KARTOTEKA_DB; по умолчанию ./data/kartoteka.sqlite)",
               "database file (or KARTOTEKA_DB; default ./data/kartoteka.sqlite)"),
        .value("server", "URL", "работать через сервер Картотеки вместо базы (или KARTOTEKA_SERVER; server в файле настроек)",
               "work through a Kartoteka server instead of the database (or KARTOTEKA_SERVER; server in the configuration file)"),
        .value("token", "TOKEN", "API-токен для сервера; лучше KARTOTEKA_TOKEN или token в файле настроек: параметры видны в ps",
               "API token for the server; prefer KARTOTEKA_TOKEN or token in the configuration file: options show in ps"),
        .value("lang", "ru|en", "язык сообщений (по умолчанию из LANG, иначе русский)",
               "message language (default from LANG, else Russian)"),
        .value("config", "FILE", "файл настроек (или KARTOTEKA_CONFIG; по умолчанию ./kartoteka.conf, если есть)",
               "configuration file (or KARTOTEKA_CONFIG; default ./kartoteka.conf when present)"),
        .flag("json", "вывод в JSON для скриптов", "JSON output for scripts"),
        .flag("help", "справка по команде", "help for the command"),
    ]
}
