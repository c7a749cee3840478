import KartotekaCore

/// `reader add` with field options: registers a reader.
struct ReaderAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "reader add", Bilingual { $0.readerAddSummary },
        details: Bilingual { $0.readerAddDetails },
        worksRemotely: true)
    static let options = DraftOptions.options(DraftOptions.reader) + [ReaderOptions.graduated]

    /// The reader's fields given (checked together when saved).
    let fields: DraftChanges<ReaderDraft>
    /// Whether the pupil has left school.
    let graduated: Bool

    init(_ input: CommandInput) throws {
        fields = try DraftChanges(DraftOptions.reader, from: input)
        graduated = try input.value(ReaderOptions.graduated) ?? false
    }

    func run(_ context: CommandContext) throws {
        var draft = ReaderDraft()
        fields.apply(to: &draft)
        draft.graduated = graduated
        let reader = try context.desk().addReader(draft)
        try context.output(reader, text: context.texts.readerRegistered + "\n" + context.report.reader(reader))
    }
}
