import KartotekaCore

/// `backup <file>`: a consistent copy of the database, safe while the server runs.
struct BackupCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "backup", Bilingual { $0.backupSummary })
    /// `<file>`: where the copy goes.
    static let source = SingleValue.argument(Argument("file"))

    /// Where the copy goes.
    let value: String

    func run(_ context: CommandContext) throws {
        try context.store().backup(to: value)
        try context.output(["backup": value], text: context.texts.backupWritten(value))
    }
}
