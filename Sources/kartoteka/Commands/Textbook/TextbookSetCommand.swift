import KartotekaCore
import KartotekaWire

/// `textbook set --title-id N --card N [--subject TEXT] [--grades 5-6] [--federal yes|no]`:
/// opens a textbook title's card in the textbook fund, or changes it (what is not given stays as
/// the card has it).
struct TextbookSetCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("textbook set", Bilingual { $0.textbookSetSummary }, worksRemotely: true)
    static let federal = Option<Bool>.checked("federal", "yes|no", \.textbookFederalHelp, expected: Bilingual { $0.yesOrNo }) {
        ["yes": true, "no": false][$0]
    }

    @Read(TextbookOptions.title) var titleID: TitleID
    @Read(Option.text("card", "N", \.textbookCardHelp)) var number: String
    @Read(Option.text("subject", "TEXT", \.textbookSubjectHelp)) var subject: String?
    @Read(Option.text("grades", "N-N", \.textbookGradesHelp)) var grades: String?
    @Read(TextbookSetCommand.federal) var federal: Bool?

    func run(_ context: CommandContext) throws {
        let edit = TextbookCardEdit(titleID: titleID, number: number, subject: subject, grades: grades, federalList: federal)
        let saved = try context.desk().setTextbookCard(edit)
        try context.output(saved, text: context.report.textbookCard(saved))
    }
}
