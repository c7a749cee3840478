import KartotekaCore

/// `init`: creates the database file (with its folder), or Kartoteka's tables in an empty
/// PostgreSQL database, or brings the schema up to date — one of the two ways to make a library
/// (the other is `serve --create`).
struct InitCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "init", Bilingual(ru: "создать базу данных (или обновить её схему)", en: "create the database (or bring its schema up to date)"),
        details: Bilingual(
            ru: "Файл SQLite создаётся вместе с папкой. База PostgreSQL должна уже быть и быть пустой (её создаёт администратор: createdb);\n"
                + "init создаёт в ней таблицы Картотеки. Пример: kartoteka --db postgresql://kartoteka@db.example/kartoteka init",
            en: "An SQLite file is created with its folder. A PostgreSQL database must exist already and be empty (its administrator makes it: createdb);\n"
                + "init creates Kartoteka's tables in it. Example: kartoteka --db postgresql://kartoteka@db.example/kartoteka init"))

    /// Nothing to read: the database is the global `--db`.
    init(_ input: CommandInput) {}

    func run(_ context: CommandContext) throws {
        let version = try context.store(creating: true).schemaVersion()
        try context.output(["database": context.databaseShown, "schemaVersion": "\(version)"],
                           text: context.text(ru: "База данных готова: \(context.databaseShown) (схема \(version)).",
                                              en: "Database ready: \(context.databaseShown) (schema \(version))."))
    }
}
