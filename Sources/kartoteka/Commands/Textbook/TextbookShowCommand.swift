import KartotekaCore

/// `textbook show --title-id N`: a textbook title's card.
struct TextbookShowCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("textbook show", Bilingual { $0.textbookShowSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [TextbookOptions.title]

    let title: TitleID

    init(_ input: CommandInput) throws {
        title = try input.required(TextbookOptions.title)
    }

    func run(_ context: CommandContext) throws {
        let card = try context.desk().textbookCard(title)
        try context.output(card, text: context.report.textbookCard(card))
    }
}
