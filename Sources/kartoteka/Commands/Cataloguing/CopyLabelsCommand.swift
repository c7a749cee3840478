import KartotekaCore

/// `labels copies <inventory...>`: a sheet of copy labels (QR card and inventory number) to print.
struct CopyLabelsCommand: LabelsCommand {
    static let configuration = CommandConfiguration(
        "labels copies", Bilingual(ru: "лист этикеток экземпляров (QR-карточка и инвентарный номер), HTML для печати",
                                   en: "a sheet of copy labels (QR card and inventory number), HTML to print"),
        worksRemotely: true)
    static let subjectsArgument = Argument<InventoryNumber>("inventory", .many) { try InventoryNumber(validating: $0) }

    /// The copies labelled.
    let subjects: [InventoryNumber]
    let sheet: LabelSheetOptions

    func run(_ context: CommandContext) throws {
        try sheet.print(copies: subjects, context)
    }
}
