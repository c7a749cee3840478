import KartotekaCore

/// `textbook list [--grade N]`: the textbook fund's cards.
struct TextbookListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("textbook list", Bilingual { $0.textbookListSummary }, worksRemotely: true)
    static let grade = Option.integer("grade", range: SchoolClass.grades, \.textbookGradeHelp)
    static let options: [any OptionDeclaration] = [grade]

    let grade: Int?

    init(_ input: CommandInput) throws {
        grade = try input.value(Self.grade)
    }

    func run(_ context: CommandContext) throws {
        let cards = try context.desk().textbookCards(grade: grade)
        try context.output(cards, text: cards.isEmpty ? context.texts.noTextbookCards
                                                      : cards.map(context.report.textbookCard).joined(separator: "\n\n"))
    }
}
