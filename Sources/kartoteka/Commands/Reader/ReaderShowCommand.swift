import KartotekaCore

/// `reader show <ticket>` (or `--ticket T`): a reader card with the books held and the history.
struct ReaderShowCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "reader show", Bilingual { $0.readerShowSummary }, worksRemotely: true)

    /// The reader shown.
    @Read var value: ReaderTicket

    func run(_ context: CommandContext) throws {
        let reader = try context.desk().reader(value.number)
        try context.output(reader, text: context.report.reader(reader))
    }
}
