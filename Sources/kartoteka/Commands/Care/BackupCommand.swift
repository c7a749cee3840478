import KartotekaCore
import KartotekaUseCases

/// `backup <file>`: a consistent copy of the database, safe while the server runs.
struct BackupCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "backup", Bilingual { $0.backupSummary },
        details: Bilingual { $0.backupDetails })

    /// Where the copy goes.
    @Read(Argument("file")) var value: String

    func run(_ context: CommandContext) throws {
        _ = try context.run(BackUpLibrary(to: .file(value), clock: context.clock))
        try context.output(["backup": value], text: context.texts.backupWritten(value))
    }
}
