import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists journal [--csv]`: the journal of checks — the day, the list's version and entries, what
/// was checked and found, what was done, the commission.
struct ListsJournalCommand: CSVReportCommand {
    static let configuration = CommandConfiguration("lists journal", Bilingual { $0.listsJournalSummary }, worksRemotely: true)

    let csv: Bool

    func run(_ context: CommandContext) throws {
        let resources = try context.overServer { try await $0.listChecks() } ?? context.ask(CheckJournal()).map(ListCheckResource.init)
        let rows = ListJournal.rows(resources.compactMap(ListCheckRecord.init), in: context.language)
        try printTable(resources, rows: rows, header: true, context)
    }
}
