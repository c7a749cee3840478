import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `age unmarked [--csv]`: the titles published in 2012 or later without an age mark (436-ФЗ).
struct AgeUnmarkedCommand: CSVReportCommand {
    static let configuration = CommandConfiguration("age unmarked", Bilingual { $0.ageUnmarkedSummary }, worksRemotely: true)

    let csv: Bool

    func run(_ context: CommandContext) throws {
        let titles = try context.overServer { try await $0.titlesWithoutAgeMark() }
            ?? context.ask(TitlesWithoutAgeMark()).map(TitleResource.init)
        let rows = titles.map { [String($0.id), $0.title, $0.year.map(String.init) ?? ""] }
        try printTable(titles, rows: rows, context)
    }
}
