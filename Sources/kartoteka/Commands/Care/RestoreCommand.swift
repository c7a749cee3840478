import KartotekaCore

/// `restore <file>`: puts a checked backup in the database's place (with the server stopped).
/// The database file need not exist: restoring is how a lost one comes back. A PostgreSQL
/// database must exist and be empty; one that holds anything is refused.
struct RestoreCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "restore", Bilingual { $0.restoreSummary },
        details: Bilingual { $0.restoreDetails })

    /// The backup.
    @Read(Argument("file")) var value: String

    func run(_ context: CommandContext) throws {
        try context.localDatabase().restore(from: value)
        try context.output(["restored": value], text: context.texts.databaseRestored(context.databaseShown, from: value))
    }
}
