import KartotekaCore

/// `settings show`: the library's settings.
struct SettingsShowCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("settings show", Bilingual { $0.settingsShowSummary })

    func run(_ context: CommandContext) throws {
        try SettingsReport.print(context.store().settings(), context)
    }
}
