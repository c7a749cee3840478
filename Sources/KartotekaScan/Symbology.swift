/// A kind of barcode Kartoteka reads.
public enum Symbology: String, Sendable, Hashable, Codable, CaseIterable {
    /// EAN-13: a book's ISBN-13, or any product code.
    case ean13 = "EAN-13"
    /// EAN-8: short product codes, some library labels.
    case ean8 = "EAN-8"
    /// Code 128: inventory numbers and reader tickets on labels.
    case code128 = "Code 128"
    /// QR code: the book card, a reader card.
    case qr = "QR"
}
