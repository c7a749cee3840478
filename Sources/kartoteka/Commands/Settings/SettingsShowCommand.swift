import KartotekaCore

/// `settings show`: the library's settings.
struct SettingsShowCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("settings show", Bilingual { $0.settingsShowSummary })

    /// Nothing to read.
    init(_ input: CommandInput) {}

    func run(_ context: CommandContext) throws {
        try SettingsReport.print(context.store().settings(), context)
    }
}
