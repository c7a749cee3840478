import KartotekaWire
import KartotekaWireMapping

extension TextReport {
    /// A hold: `#3  Лермонтов М. Ю. Герой нашего времени  R-2001 Иванов И. И.  → 1  в очереди: 2-й`, with the one copy asked
    /// for and the reader's own mark when they placed it.
    func hold(_ hold: HoldResource) -> String {
        let reader = hold.ticketNumber + (hold.readerName.map { " \($0)" } ?? "")
        let copy = hold.wantedCopy.map { "  [\(texts.holdOfCopyMark($0))]" } ?? ""
        return "#\(hold.id)  \(hold.title)  \(reader)  → \(hold.pickupBranch)  \(hold.standing)\(copy)"
            + (hold.placedByReader ? "  \(texts.holdPlacedByReaderMark)" : "")
    }
}
