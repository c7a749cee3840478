import KartotekaCore

/// `textbook list [--grade N]`: the textbook fund's cards.
struct TextbookListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("textbook list", Bilingual { $0.textbookListSummary }, worksRemotely: true)
    static let grade = Option.integer("grade", range: SchoolClass.grades, \.textbookGradeHelp)

    @Read(TextbookListCommand.grade) var value: Int?

    func run(_ context: CommandContext) throws {
        let cards = try context.desk().textbookCards(grade: value)
        try context.output(cards, text: cards.isEmpty ? context.texts.noTextbookCards
                                                      : cards.map(context.report.textbookCard).joined(separator: "\n\n"))
    }
}
