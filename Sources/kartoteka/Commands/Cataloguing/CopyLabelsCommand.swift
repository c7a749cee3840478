import KartotekaCore

/// `labels copies <inventory...>`: a sheet of copy labels (QR card and inventory number) to print.
struct CopyLabelsCommand: LabelsCommand {
    static let configuration = CommandConfiguration(
        "labels copies", Bilingual { $0.copyLabelsSummary },
        worksRemotely: true)
    static let subjectsArgument = Argument<InventoryNumber>("inventory", .many) { try InventoryNumber(validating: $0) }

    /// The copies labelled.
    let subjects: [InventoryNumber]
    let sheet: LabelSheetOptions

    func run(_ context: CommandContext) throws {
        try sheet.print(copies: subjects, context)
    }
}
