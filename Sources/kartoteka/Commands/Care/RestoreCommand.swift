import KartotekaCore
import KartotekaStore

/// `restore <file>`: puts a checked backup in the database's place (with the server stopped).
/// The database file need not exist: restoring is how a lost one comes back.
struct RestoreCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "restore", Bilingual { $0.restoreSummary })
    /// `<file>`: the backup.
    static let source = SingleValue.argument(Argument("file"))

    /// The backup.
    let value: String

    func run(_ context: CommandContext) throws {
        try SQLiteLibraryStore.restore(from: value, into: context.databasePath)
        try context.output(["restored": value], text: context.texts.databaseRestored(context.databasePath, from: value))
    }
}
