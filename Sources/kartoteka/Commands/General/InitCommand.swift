import KartotekaCore

/// `init`: creates the database file (with its folder), or brings its schema up to date — one
/// of the two ways to make a database (the other is `serve --create`).
struct InitCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "init", Bilingual { $0.initSummary })

    /// Nothing to read: the database is the global `--db`.
    init(_ input: CommandInput) {}

    func run(_ context: CommandContext) throws {
        let version = try context.store(creating: true).schemaVersion()
        try context.output(["database": context.databasePath, "schemaVersion": "\(version)"],
                           text: context.texts.databaseReady(context.databasePath, schema: version))
    }
}
