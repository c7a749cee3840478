import KartotekaCore

/// `reader promote [--dry-run | --undo]`: the yearly promotion — every class a grade up, the pupils
/// of the last grade graduated and listed with what they still hold; or the last one undone.
struct ReaderPromoteCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "reader promote", Bilingual { $0.promoteSummary }, details: Bilingual { $0.promoteDetails }, worksRemotely: true)
    /// `--dry-run`.
    static let dryRun = Flag("dry-run", \.promotionDryRunHelp)
    /// `--undo`.
    static let undo = Flag("undo", \.promotionUndoHelp)
    static let options: [any OptionDeclaration] = [dryRun, undo]

    /// Whether only to say what it would do.
    let checkOnly: Bool
    /// Whether to undo the last promotion instead.
    let undoing: Bool

    init(_ input: CommandInput) throws {
        checkOnly = input.flag(Self.dryRun)
        undoing = input.flag(Self.undo)
        // An undo has no dry run: asked for both, it would be done for real.
        if checkOnly && undoing { throw UsageError.conflictingOptions(Self.dryRun.spec.name, Self.undo.spec.name) }
    }

    func run(_ context: CommandContext) throws {
        if undoing {
            let undone = try context.desk().undoPromotion()
            return try context.output(undone, text: context.texts.promotionUndone(undone.day, restored: undone.restored, of: undone.pupils))
        }
        let result = try context.desk().promoteClasses(dryRun: checkOnly)
        try context.output(result, text: context.report.promotion(result))
    }
}
