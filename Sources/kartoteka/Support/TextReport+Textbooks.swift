import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// How the terminal shows a textbook card.
extension TextReport {
    /// The card: number, title, subject and grades, then receipts and write-offs by year, now and out by class.
    func textbookCard(_ card: TextbookCardResource) -> String {
        var head = "№ \(card.cardNumber)  \(card.author) \(card.title)" + (card.year.map { ", \($0)" } ?? "")
        if !card.subject.isEmpty { head += " — \(card.subject)" }
        if !card.grades.isEmpty { head += " — \(texts.textbookGradesNote) \(card.grades)" }
        if card.federalList { head += " — \(texts.textbookFederalNote)" }
        let years = { (tallies: [TextbookCardResource.YearTally]) in tallies.map { "\($0.year): \($0.copies) / \($0.sum)" }.joined(separator: "; ") }
        var lines = [head, "  \(texts.textbookReceivedNote): \(years(card.received))", "  \(texts.textbookWrittenOffNote): \(years(card.writtenOff))",
                     "  \(texts.textbookNowNote(card.inFund, out: card.handedOut))"]
        if !card.holdings.isEmpty {
            lines.append("  " + card.holdings.map { "\($0.schoolClass.isEmpty ? "—" : $0.schoolClass): \($0.copies)" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
