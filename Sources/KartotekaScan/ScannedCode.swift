import KartotekaCore

extension ScannedCode {
    /// The ISBN when this is an EAN-13 starting 978 or 979 (a book's barcode).
    public var isbn: ISBN? {
        symbology == .ean13 ? try? ISBN(parsing: text) : nil
    }

    /// Reads the bytes of a QR code as text. QR codes carry bytes; Kartoteka's labels and
    /// nearly every phone write UTF-8, so valid UTF-8 is taken as such. Anything else is read as
    /// Windows-1251, the other encoding Russian tools wrote.
    static func text(fromQRBytes bytes: [UInt8]) -> String {
        CP1251.decodeUTF8OrWindows1251(bytes)
    }
}
