import KartotekaCore

/// `reader promote [--dry-run]`: the yearly promotion — every class a grade up, the pupils of the
/// last grade graduated and listed with what they still hold.
struct ReaderPromoteCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "reader promote", Bilingual { $0.promoteSummary }, details: Bilingual { $0.promoteDetails }, worksRemotely: true)
    /// `--dry-run`.
    static let dryRun = Flag("dry-run", \.promotionDryRunHelp)
    static let options: [any OptionDeclaration] = [dryRun]

    /// Whether only to say what it would do.
    let checkOnly: Bool

    init(_ input: CommandInput) throws {
        checkOnly = input.flag(Self.dryRun)
    }

    func run(_ context: CommandContext) throws {
        let result = try context.desk().promoteClasses(dryRun: checkOnly)
        try context.output(result, text: context.report.promotion(result))
    }
}
