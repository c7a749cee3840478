import KartotekaCore

/// `backup <file>`: a consistent copy of the database, safe while the server runs.
struct BackupCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "backup", Bilingual(ru: "резервная копия базы данных (можно при работающем сервере)", en: "back up the database (safe while the server runs)"),
        details: Bilingual(
            ru: "SQLite: копия файла (.sqlite). PostgreSQL: pg_dump --format=custom (.dump); нужен pg_dump версии сервера или новее.",
            en: "SQLite: a copy of the file (.sqlite). PostgreSQL: pg_dump --format=custom (.dump); needs pg_dump of the server's version or newer."))
    /// `<file>`: where the copy goes.
    static let source = SingleValue.argument(Argument("file"))

    /// Where the copy goes.
    let value: String

    func run(_ context: CommandContext) throws {
        try context.store().backup(to: value)
        try context.output(["backup": value], text: context.text(ru: "Резервная копия: \(value)", en: "Backup written: \(value)"))
    }
}
