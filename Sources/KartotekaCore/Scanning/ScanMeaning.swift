import Foundation

/// What a scanned code means at the library desk.
public enum ScanMeaning: Sendable, Hashable {
    /// A QR book card without an inventory number: a book to catalogue.
    case bookCard(BookCard)
    /// A book's ISBN (its EAN-13 barcode, or typed): look it up, or add a copy if catalogued.
    case isbn(ISBN)
    /// A copy's QR label: its inventory number, with the book card it carries.
    case copyLabel(InventoryNumber, card: BookCard)
    /// A reader's ticket (the reader card QR).
    case readerTicket(TicketNumber)
    /// A number alone, from a Code 128 barcode or typed: a copy's inventory number or a reader's
    /// ticket number, as the barcodes of both labels print them. Only the library can tell which.
    case labelNumber(LabelNumber)
    /// Something else: a product barcode, a web address…
    case unrecognised(String)

    /// Reads a code's text. `symbology` is the barcode kind as the scanner names it (`QR`,
    /// `EAN-13`, `EAN-8`, `Code 128`; case and punctuation do not matter) or `text` for
    /// something typed or pasted.
    public init(text: String, symbology name: String) {
        let symbology = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let reader = ReaderCard(parsing: trimmed) {
            self = .readerTicket(reader.ticketNumber)
            return
        }
        let card = BookCard(parsing: trimmed)
        // `ISBN: 978-…` typed or pasted is an ISBN to look up, not a card of one field.
        if card.fields.count == 1, let typed = card.fields[.isbn], let isbn = try? ISBN(parsing: typed) {
            self = .isbn(isbn)
            return
        }
        if !card.isEmpty {
            if let number = card.inventoryNumber.flatMap({ try? InventoryNumber(validating: $0) }) {
                self = .copyLabel(number, card: card)
            } else {
                self = .bookCard(card)
            }
            return
        }
        // A Code 128 label is one of the library's own (a book's ISBN is an EAN-13), though its
        // number may pass an ISBN's check.
        if symbology != "code128", let isbn = try? ISBN(parsing: trimmed) {
            self = .isbn(isbn)
            return
        }
        if symbology == "code128" || symbology == "text", let number = LabelNumber(trimmed) {
            self = .labelNumber(number)
            return
        }
        self = .unrecognised(trimmed)
    }

    /// The order in which several codes found in one picture are considered: a copy's or a
    /// reader's QR label first (they name one thing), then a number alone (a reader's ticket
    /// label carries its number as a barcode beside the QR code, which must not outrank it),
    /// then a book card, then an ISBN.
    public var priority: Int {
        switch self {
        case .copyLabel: 0
        case .readerTicket: 1
        case .labelNumber: 2
        case .bookCard: 3
        case .isbn: 4
        case .unrecognised: 5
        }
    }
}
