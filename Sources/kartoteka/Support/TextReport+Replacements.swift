import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// How the terminal shows the ledger of books accepted from readers instead of lost ones.
extension TextReport {
    /// The ledger: its heading and period, then a line per book accepted.
    func replacementLedger(_ ledger: ReplacementLedgerResource) -> String {
        let heading = LedgerHeading.replacementLedger.name.text(in: language)
        let span = [ledger.from, ledger.to].map { (try? Day(parsing: $0))?.text(in: language) ?? $0 }.joined(separator: " – ")
        guard !ledger.lines.isEmpty else { return "\(heading), \(span)\n\(texts.noReplacements)" }
        let lines = ledger.lines.map { line in
            let day = (try? Day(parsing: line.date))?.text(in: language) ?? line.date
            let lost = [line.lost.inventoryNumber, line.lost.description, line.lost.price ?? ""].filter { !$0.isEmpty }.joined(separator: "  ")
            let accepted = line.accepted.map { [$0.inventoryNumber, $0.description, $0.price ?? ""].filter { !$0.isEmpty }.joined(separator: "  ") }
                ?? line.note
            return "\(day)  \(line.readerName)  \(lost) → \(accepted)"
        }
        return ([heading + ", " + span] + lines).joined(separator: "\n")
    }
}
