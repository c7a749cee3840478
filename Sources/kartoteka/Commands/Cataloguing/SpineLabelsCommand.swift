import KartotekaCore

/// `labels spines <inventory...>`: a sheet of spine labels — the shelf code (BBK index over author
/// sign) and the inventory number — on the 4 × 10 stock unless `--layout` says otherwise.
struct SpineLabelsCommand: LabelsCommand {
    static let configuration = CommandConfiguration(
        "labels spines", Bilingual { $0.spineLabelsSummary },
        worksRemotely: true)
    static let subjectsArgument = Argument<InventoryNumber>("inventory", .many) { try InventoryNumber(validating: $0) }

    /// The copies labelled.
    let subjects: [InventoryNumber]
    let sheet: LabelSheetOptions

    func run(_ context: CommandContext) throws {
        try sheet.print(copies: subjects, spines: true, context)
    }
}
