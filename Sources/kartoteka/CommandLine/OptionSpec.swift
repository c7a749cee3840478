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

    /// An option with a value.
    static func value(_ name: String, _ placeholder: String, _ ru: String, _ en: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: true, placeholder: placeholder, help: Bilingual(ru: ru, en: en))
    }

    /// A flag.
    static func flag(_ name: String, _ ru: String, _ en: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: false, placeholder: "", help: Bilingual(ru: ru, en: en))
    }
}

/// Options every command understands.
enum GlobalOptions {
    static let all: [OptionSpec] = [
        .value("db", "FILE", "файл базы данных (или KARTOTEKA_DB; по умолчанию ./data/kartoteka.sqlite)",
               "database file (or KARTOTEKA_DB; default ./data/kartoteka.sqlite)"),
        .value("lang", "ru|en", "язык сообщений (по умолчанию из LANG, иначе русский)",
               "message language (default from LANG, else Russian)"),
        .value("config", "FILE", "файл настроек (или KARTOTEKA_CONFIG; по умолчанию ./kartoteka.conf, если есть)",
               "configuration file (or KARTOTEKA_CONFIG; default ./kartoteka.conf when present)"),
        .flag("json", "вывод в JSON для скриптов", "JSON output for scripts"),
        .flag("help", "справка по команде", "help for the command"),
    ]
}
