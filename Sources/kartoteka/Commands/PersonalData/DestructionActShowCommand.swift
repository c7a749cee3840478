import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `pd-acts show <id> [--csv]`: an act of destruction of personal data with the export of the
/// event log for its run; `--csv` prints the export alone, as CSV.
struct DestructionActShowCommand: CSVValueCommand {
    static let configuration = CommandConfiguration("pd-acts show", Bilingual { $0.destructionActShowSummary }, worksRemotely: true)
    static let id = Argument<Int64>("id") { text in
        guard let id = Int64(text), id > 0 else { throw UsageError.invalidValue(option: "id", value: text, expected: Bilingual { $0.wholeNumberExpected }) }
        return id
    }
    static let source = SingleValue.argument(id)

    let value: Int64
    let csv: Bool

    func run(_ context: CommandContext) throws {
        let number = value
        let act: DestructionActResource
        if let remote = try context.overServer({ try await $0.destructionAct(DestructionActID(number)) }) {
            act = remote
        } else {
            let detail = try context.ask(DestructionActDetail(number))
            act = DestructionActResource(detail.act, events: detail.events, language: context.language)
        }
        let events = (act.events ?? []).map { [$0.at, $0.account ?? "", $0.kind, $0.ticketNumber, $0.detail] }
        if csv { return AccountingOptions.printCSV(CSVWriter.file(events), context) }
        let lines = ["№ \(act.id) \(act.actOn) \(act.operatorName)", act.tickets.joined(separator: ", "), act.categories.joined(separator: ", ")]
            + act.reasons + act.commission + events.map { $0.joined(separator: " | ") }
        try context.output(act, text: lines.joined(separator: "\n"))
    }
}
