import KartotekaCore

/// `textbook show --title-id N`: a textbook title's card.
struct TextbookShowCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("textbook show", Bilingual { $0.textbookShowSummary }, worksRemotely: true)

    @Read(TextbookOptions.title) var value: TitleID

    func run(_ context: CommandContext) throws {
        let card = try context.desk().textbookCard(value)
        try context.output(card, text: context.report.textbookCard(card))
    }
}
