import Foundation
import KartotekaCore
import KartotekaWire

extension ReplacementLedgerResource.Book {
    /// The resource for a book.
    public init(_ book: ReplacementLedgerLine.Book) {
        self.init()
        inventoryNumber = book.inventoryNumber.rawValue
        description = book.description
        year = book.year
        price = book.price?.decimalText
    }
}

extension ReplacementLedgerResource.Line {
    /// The resource for a line.
    public init(_ line: ReplacementLedgerLine) {
        self.init()
        lossId = line.lossID.rawValue
        date = line.day.isoText
        readerName = line.readerName
        ticketNumber = line.ticketNumber?.rawValue
        lost = ReplacementLedgerResource.Book(line.lost)
        accepted = line.accepted.map(ReplacementLedgerResource.Book.init)
        note = line.note
    }
}

extension ReplacementLedgerResource {
    /// The resource for a period's ledger.
    public init(_ period: LedgerPeriod, lines: [ReplacementLedgerLine]) {
        self.init()
        from = period.from.isoText
        to = period.to.isoText
        self.lines = lines.map(Line.init)
    }
}
