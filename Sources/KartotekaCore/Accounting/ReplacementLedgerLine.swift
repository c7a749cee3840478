import Foundation

/// A line of the book of documents accepted from readers instead of lost ones (Order 590,
/// appendix 4, «Тетрадь учета … принятых от читателей взамен утерянных»): the day, the reader,
/// the lost copy and the one accepted for it.
public struct ReplacementLedgerLine: Sendable, Hashable {
    /// A book on either side of the line: the lost one or the one accepted.
    public struct Book: Sendable, Hashable {
        /// Its inventory number.
        public var inventoryNumber: InventoryNumber
        /// `Лермонтов М. Ю. Герой нашего времени`.
        public var description: String
        /// Its year of publication.
        public var year: Int?
        /// Its price: the copy's own, else its title's.
        public var price: Money?

        /// Creates a book.
        public init(inventoryNumber: InventoryNumber, description: String, year: Int?, price: Money?) {
            self.inventoryNumber = inventoryNumber
            self.description = description
            self.year = year
            self.price = price
        }
    }

    /// The loss.
    public var lossID: LossID
    /// The day it was settled.
    public var day: Day
    /// `Иванов И. И.`; empty once the reader is anonymised.
    public var readerName: String
    /// Their ticket; `nil` once anonymised.
    public var ticketNumber: TicketNumber?
    /// The lost copy.
    public var lost: Book
    /// The copy accepted instead; `nil` when it was settled as replaced without one being
    /// catalogued (the note says what was given).
    public var accepted: Book?
    /// The settlement's note.
    public var note: String

    /// Creates a line.
    public init(lossID: LossID, day: Day, readerName: String, ticketNumber: TicketNumber?, lost: Book, accepted: Book?, note: String) {
        self.lossID = lossID
        self.day = day
        self.readerName = readerName
        self.ticketNumber = ticketNumber
        self.lost = lost
        self.accepted = accepted
        self.note = note
    }
}
