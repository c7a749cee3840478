import KartotekaCore

/// One code found in an image: its kind and the text it carries.
public struct ScannedCode: Sendable, Hashable, Codable {
    /// The kind of code.
    public let symbology: Symbology
    /// The decoded text: digits for EAN, the characters for Code 128, the UTF-8 text of a QR code.
    public let text: String

    /// Creates a result.
    public init(symbology: Symbology, text: String) {
        self.symbology = symbology
        self.text = text
    }

    /// The ISBN when this is an EAN-13 starting 978 or 979 (a book's barcode).
    public var isbn: ISBN? {
        symbology == .ean13 ? try? ISBN(parsing: text) : nil
    }

    /// Reads the bytes of a QR code as text. QR codes carry bytes; Kartoteka's labels and
    /// nearly every phone write UTF-8, so valid UTF-8 is taken as such. Anything else is read as
    /// Windows-1251, the other encoding Russian tools wrote (every byte has a meaning there,
    /// so the text is never lost, at worst mis-lettered).
    static func text(fromQRBytes bytes: [UInt8]) -> String {
        if let utf8 = String(validating: bytes, as: UTF8.self) { return utf8 }
        return String(String.UnicodeScalarView(bytes.map(windows1251)))
    }

    private static func windows1251(_ byte: UInt8) -> Unicode.Scalar {
        switch byte {
        case 0..<0x80: return Unicode.Scalar(byte)
        case 0xC0...0xFF: return Unicode.Scalar(0x0410 + UInt32(byte - 0xC0))!
        case 0xA8: return "Ё"
        case 0xB8: return "ё"
        default: return Unicode.Scalar(windows1251Punctuation[Int(byte - 0x80)])!
        }
    }

    /// Windows-1251 0x80...0xBF (0xA8 and 0xB8 handled above; 0x98 is unassigned: U+FFFD).
    private static let windows1251Punctuation: [UInt32] = [
        0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039, 0x040A, 0x040C, 0x040B, 0x040F,
        0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0xFFFD, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F,
        0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407,
        0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457,
    ]
}
