import KartotekaCore
import KartotekaUseCases

/// `backup <file>`: a consistent copy of the database, safe while the server runs.
struct BackupCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "backup", Bilingual { $0.backupSummary },
        details: Bilingual { $0.backupDetails })
    /// `<file>`: where the copy goes.
    static let source = SingleValue.argument(Argument("file"))

    /// Where the copy goes.
    let value: String

    func run(_ context: CommandContext) throws {
        _ = try context.run(BackUpLibrary(to: .file(value), clock: context.clock))
        try context.output(["backup": value], text: context.texts.backupWritten(value))
    }
}
