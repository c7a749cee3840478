import KartotekaCore
import KartotekaStore

/// What a code scanned at the desk is: a reader's QR card or a copy's label by what they say;
/// other text a copy (by inventory number or barcode) or a reader (by ticket) — the copy first
/// while a reader is at the desk, the reader first while none is, when the text is both.
public enum DeskCode: Sendable, Hashable {
    case reader(TicketNumber)
    case copy(InventoryNumber)
    case unknown(String)

    /// What `code` is, looked up inside the scan's transaction.
    static func meaning(of code: String, servingReader: Bool, in db: any StoreConnection) throws -> DeskCode {
        let text = code.trimmingCharacters(in: .whitespacesAndNewlines)
        if let card = ReaderCard(parsing: text) { return .reader(card.ticketNumber) }
        let bookCard = BookCard(parsing: text)
        if let number = bookCard.inventoryNumber.flatMap({ try? InventoryNumber(validating: $0) }) { return .copy(number) }
        let copy = try copyNamed(by: text, in: db)
        let reader = try (try? TicketNumber(validating: text)).flatMap { try db.existingReaderRecord($0)?.reader.ticketNumber }
        switch (copy, reader) {
        case let (copy?, reader?): return servingReader ? .copy(copy) : .reader(reader)
        case let (copy?, nil): return .copy(copy)
        case let (nil, reader?): return .reader(reader)
        case (nil, nil): return .unknown(String(text.prefix(60)))
        }
    }

    /// The copy whose inventory number or barcode the text is, if any.
    private static func copyNamed(by text: String, in db: any StoreConnection) throws -> InventoryNumber? {
        if let number = try? InventoryNumber(validating: text), try db.existingCopyRecord(number) != nil { return number }
        guard !text.isEmpty, text.count <= FieldLimits.barcode else { return nil }
        return try db.copyRecord(barcode: text)?.inventoryNumber
    }
}
