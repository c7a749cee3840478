import KartotekaCore
import KartotekaWire

/// `textbook set --title-id N --card N [--subject TEXT] [--grades 5-6] [--federal yes|no]`:
/// opens a textbook title's card in the textbook fund, or changes it (what is not given stays as
/// the card has it).
struct TextbookSetCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("textbook set", Bilingual { $0.textbookSetSummary }, worksRemotely: true)
    static let card = Option.text("card", "N", \.textbookCardHelp)
    static let subject = Option.text("subject", "TEXT", \.textbookSubjectHelp)
    static let grades = Option.text("grades", "N-N", \.textbookGradesHelp)
    static let federal = Option<Bool>.checked("federal", "yes|no", \.textbookFederalHelp, expected: Bilingual { $0.yesOrNo }) {
        ["yes": true, "no": false][$0]
    }
    static let options: [any OptionDeclaration] = [TextbookOptions.title, card, subject, grades, federal]

    let titleID: TitleID
    let number: String
    let subject: String?
    let grades: String?
    let federal: Bool?

    init(_ input: CommandInput) throws {
        titleID = try input.required(TextbookOptions.title)
        number = try input.required(Self.card)
        subject = try input.value(Self.subject)
        grades = try input.value(Self.grades)
        federal = try input.value(Self.federal)
    }

    func run(_ context: CommandContext) throws {
        let edit = TextbookCardEdit(titleID: titleID, number: number, subject: subject, grades: grades, federalList: federal)
        let saved = try context.desk().setTextbookCard(edit)
        try context.output(saved, text: context.report.textbookCard(saved))
    }
}
