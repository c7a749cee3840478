import KartotekaCore

/// `init`: creates the database file (with its folder), or Kartoteka's tables in an empty
/// PostgreSQL database, or brings the schema up to date — one of the two ways to make a library
/// (the other is `serve --create`).
struct InitCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "init", Bilingual { $0.initSummary },
        details: Bilingual { $0.initDetails })

    func run(_ context: CommandContext) throws {
        let version = try context.store(creating: true).schemaVersion()
        try context.output(["database": context.databaseShown, "schemaVersion": "\(version)"],
                           text: context.texts.databaseReady(context.databaseShown, schema: version))
    }
}
