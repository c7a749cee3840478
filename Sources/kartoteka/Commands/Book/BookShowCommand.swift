import KartotekaCore

/// `book show --id ID | --inventory N`: a title card with all its copies.
struct BookShowCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "book show", Bilingual { $0.bookShowSummary }, worksRemotely: true)

    /// The title shown.
    @Read var value: TitleSelector

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let title = try desk.title(value.titleID(desk))
        try context.output(title, text: context.report.title(title))
    }
}
