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
            Bilingual { $0.commandOnlyLocal(command, server: server) }
        case .option(let option, let command):
            Bilingual { $0.optionOnlyLocal(option, command: command) }
        }
    }
}
