import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `pd-acts show <id> [--csv]`: an act of destruction of personal data with the export of the
/// event log for its run; `--csv` prints the export alone, as CSV.
struct DestructionActShowCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("pd-acts show", Bilingual { $0.destructionActShowSummary }, worksRemotely: true)
    static let id = Argument<Int64>("id") { text in
        guard let id = Int64(text), id > 0 else { throw UsageError.invalidValue(option: "id", value: text, expected: Bilingual { $0.wholeNumberExpected }) }
        return id
    }

    @Read(DestructionActShowCommand.id) var value: Int64
    @Read(AccountingOptions.csv) var csv: Bool

    func run(_ context: CommandContext) throws {
        let number = value
        let act: DestructionActResource
        let log: [DestructionEvent]
        if let remote = try context.overServer({ try await $0.destructionAct(DestructionActID(number)) }) {
            act = remote
            log = (remote.events ?? []).compactMap(DestructionEvent.init)
        } else {
            let detail = try context.ask(DestructionActDetail(number))
            act = DestructionActResource(detail.act, events: detail.events, language: context.language)
            log = detail.events
        }
        // The export of the event log as the page gives it: headings, local times, words in the user's language.
        let events = PersonalDataDocuments.eventRows(log, calendar: context.calendar, in: context.language)
        if csv { return AccountingOptions.printCSV(CSVWriter.file(events), context) }
        let heading = "№ \(act.id) \(act.actOn) \(act.operatorName)" + (act.operatorAddress.isEmpty ? "" : ", \(act.operatorAddress)")
        let lines = [heading, act.tickets.joined(separator: ", "), act.categories.joined(separator: ", ")]
            + act.reasons + act.commission + events.map { $0.joined(separator: " | ") }
        try context.output(act, text: lines.joined(separator: "\n"))
    }
}
