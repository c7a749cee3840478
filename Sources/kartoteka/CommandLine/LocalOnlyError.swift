import KartotekaCore

/// A command or an option that needs the database on this computer, asked for while a server is
/// set: refused before anything is done.
enum LocalOnlyError: KartotekaError {
    /// The command works only with a local database.
    case command(String, server: String)
    /// The option applies only with a local database (the server uses its own settings).
    case option(String, command: String)

    var code: String { "local_only" }
    var kind: FailureKind { .invalidInput }
    var message: Bilingual {
        switch self {
        case .command(let command, let server):
            Bilingual(
                ru: "Команда «\(command)» работает только с локальной базой данных, а задан сервер \(server). "
                    + "Выполните её на компьютере, где лежит база: kartoteka --db ФАЙЛ \(command) … "
                    + "(--db отменяет сервер из KARTOTEKA_SERVER и файла настроек).",
                en: "“\(command)” works only with a local database, but the server \(server) is set. "
                    + "Run it on the computer that holds the database: kartoteka --db FILE \(command) … "
                    + "(--db overrides a server from KARTOTEKA_SERVER or the configuration file).")
        case .option(let option, let command):
            Bilingual(
                ru: "Параметр --\(option) действует только с локальной базой данных. Через сервер «\(command)» работает без него: сервер берёт это из своих настроек.",
                en: "--\(option) applies only with a local database. Through a server, “\(command)” works without it: the server uses its own settings.")
        }
    }
}
