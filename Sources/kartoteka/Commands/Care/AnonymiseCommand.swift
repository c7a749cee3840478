import KartotekaCore
import KartotekaUseCases

/// `anonymise [--older-than DAYS]`: removes readers from the history of loans returned long ago.
struct AnonymiseCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "anonymise", Bilingual { $0.anonymiseSummary })
    /// `--older-than DAYS`.
    static let olderThan = Option.integer("older-than", "DAYS", range: 0...36_500, \.olderThanHelp)
    static let options: [any OptionDeclaration] = [olderThan]

    /// How many days ago, if not the library's setting.
    let days: Int?

    init(_ input: CommandInput) throws {
        days = try input.value(Self.olderThan)
    }

    func run(_ context: CommandContext) throws {
        let changed = try context.run(AnonymiseLoans(olderThanDays: days))
        try context.output(["anonymisedLoans": changed], text: context.texts.loansAnonymised(changed))
    }
}
