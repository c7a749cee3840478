import KartotekaCore

extension ReaderTicketLabel {
    /// The text in the QR code.
    public var qrText: String { card.text() }

    var face: LabelFace {
        LabelFace(qrText: qrText, headline: card.ticketNumber.rawValue,
                  barcodeText: showsBarcode ? card.ticketNumber.rawValue : nil,
                  caption: [card.readerName, card.libraryName].filter { !$0.isEmpty })
    }
}
