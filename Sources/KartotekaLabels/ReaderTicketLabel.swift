import KartotekaCore

/// A reader's ticket label: a QR of the ``ReaderCard``, the ticket number in large type,
/// optionally its Code 128 barcode, the reader's name and the library's.
public struct ReaderTicketLabel: Sendable, Hashable {
    /// What the QR code says.
    public var card: ReaderCard
    /// Whether to print a Code 128 barcode of the ticket number (left out when it cannot be encoded).
    public var showsBarcode: Bool

    /// Creates a label.
    public init(card: ReaderCard, showsBarcode: Bool = true) {
        self.card = card
        self.showsBarcode = showsBarcode
    }

    /// The text in the QR code.
    public var qrText: String { card.text() }

    var face: LabelFace {
        LabelFace(qrText: qrText, headline: card.ticketNumber.rawValue,
                  barcodeText: showsBarcode ? card.ticketNumber.rawValue : nil,
                  caption: [card.readerName, card.libraryName].filter { !$0.isEmpty })
    }
}
