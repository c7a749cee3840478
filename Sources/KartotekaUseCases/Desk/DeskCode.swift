import KartotekaCore
import KartotekaStore

/// What a code scanned at the desk is: a reader's QR card or a copy's label by what they say;
/// other text a copy (by inventory number or barcode) or a reader (by ticket) — the copy first
/// while a reader is at the desk, the reader first while none is, when the text is both.
public enum DeskCode: Sendable, Hashable {
    case reader(TicketNumber)
    case copy(InventoryNumber)
    case unknown(String)

    /// What `text` (trimmed) is, given what it names in the library: cards by what they say, else
    /// the copy or the reader the lookup found.
    static func meaning(of text: String, servingReader: Bool, lookup: DeskLookup) -> DeskCode {
        if let card = ReaderCard(parsing: text) { return .reader(card.ticketNumber) }
        let bookCard = BookCard(parsing: text)
        if let number = bookCard.inventoryNumber.flatMap({ try? InventoryNumber(validating: $0) }) { return .copy(number) }
        switch ((lookup.copyByNumber ?? lookup.copyByBarcode)?.number, lookup.readerByTicket) {
        case let (copy?, reader?): return servingReader ? .copy(copy) : .reader(reader)
        case let (copy?, nil): return .copy(copy)
        case let (nil, reader?): return .reader(reader)
        case (nil, nil): return .unknown(String(text.prefix(60)))
        }
    }
}
