import KartotekaCore

/// `labels readers <ticket...>`: a sheet of reader ticket labels to print.
struct ReaderLabelsCommand: LabelsCommand {
    static let configuration = CommandConfiguration(
        "labels readers", Bilingual { $0.readerLabelsSummary },
        worksRemotely: true)
    static let subjectsArgument = Argument<TicketNumber>("ticket", .many) { try TicketNumber(validating: $0) }

    /// The readers whose tickets are labelled.
    let subjects: [TicketNumber]
    let sheet: LabelSheetOptions

    func run(_ context: CommandContext) throws {
        try sheet.print(readers: subjects, context)
    }
}
