import KartotekaCore
import KartotekaStore

/// `restore <file>`: puts a checked backup in the database's place (with the server stopped).
/// The database file need not exist: restoring is how a lost one comes back.
struct RestoreCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "restore", Bilingual(ru: "восстановить базу данных из резервной копии (остановите сервер)", en: "restore the database from a backup (stop the server first)"))
    /// `<file>`: the backup.
    static let source = SingleValue.argument(Argument("file"))

    /// The backup.
    let value: String

    func run(_ context: CommandContext) throws {
        try SQLiteLibraryStore.restore(from: value, into: context.databasePath)
        try context.output(["restored": value], text: context.text(
            ru: "База данных \(context.databasePath) восстановлена из \(value).",
            en: "The database \(context.databasePath) was restored from \(value)."))
    }
}
