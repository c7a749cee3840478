import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists journal [--csv]`: the journal of checks — the day, the list's version and entries, what
/// was checked and found, what was done, the commission.
struct ListsJournalCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists journal", Bilingual { $0.listsJournalSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [AccountingOptions.csv]

    let csv: Bool

    init(_ input: CommandInput) throws {
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let resources = try context.overServer { try await $0.listChecks() } ?? context.ask(CheckJournal()).map(ListCheckResource.init)
        let rows = ListJournal.rows(resources.compactMap(ListCheckRecord.init), in: context.language)
        if csv { return AccountingOptions.printCSV(CSVWriter.file(rows), context) }
        try context.output(resources, text: rows.dropFirst().map { $0.joined(separator: " | ") }.joined(separator: "\n"))
    }
}
