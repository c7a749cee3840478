import KartotekaCore

/// `restore <file>`: puts a checked backup in the database's place (with the server stopped).
/// The database file need not exist: restoring is how a lost one comes back. A PostgreSQL
/// database must exist and be empty; one that holds anything is refused.
struct RestoreCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "restore", Bilingual(ru: "восстановить базу данных из резервной копии (остановите сервер)", en: "restore the database from a backup (stop the server first)"),
        details: Bilingual(
            ru: "Файл SQLite заменяется копией. Копия PostgreSQL (.dump) восстанавливается только в пустую базу: создайте новую (createdb) и укажите её в --db.",
            en: "An SQLite file is replaced by the backup. A PostgreSQL backup (.dump) is restored only into an empty database: create a new one (createdb) and give it as --db."))
    /// `<file>`: the backup.
    static let source = SingleValue.argument(Argument("file"))

    /// The backup.
    let value: String

    func run(_ context: CommandContext) throws {
        try context.localDatabase().restore(from: value)
        try context.output(["restored": value], text: context.text(
            ru: "База данных \(context.databaseShown) восстановлена из \(value).",
            en: "The database \(context.databaseShown) was restored from \(value)."))
    }
}
