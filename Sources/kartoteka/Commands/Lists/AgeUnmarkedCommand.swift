import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `age unmarked [--csv]`: the titles published in 2012 or later without an age mark (436-ФЗ).
struct AgeUnmarkedCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("age unmarked", Bilingual { $0.ageUnmarkedSummary })
    static let options: [any OptionDeclaration] = [AccountingOptions.csv]

    let csv: Bool

    init(_ input: CommandInput) throws {
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let titles = try context.ask(TitlesWithoutAgeMark())
        let rows = titles.map { [String($0.record.id.rawValue), $0.record.title.shortDescription, $0.record.title.year.map(String.init) ?? ""] }
        if csv { return AccountingOptions.printCSV(CSVWriter.file(rows), context) }
        try context.output(titles.map(TitleResource.init), text: rows.map { $0.joined(separator: " | ") }.joined(separator: "\n"))
    }
}
