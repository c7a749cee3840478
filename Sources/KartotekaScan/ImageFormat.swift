/// An image format recognised by its first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// PNG: decoded.
    case png = "PNG"
    /// JPEG (JFIF, Exif): decoded.
    case jpeg = "JPEG"
    /// GIF: recognised, not decoded.
    case gif = "GIF"
    /// WebP: recognised, not decoded.
    case webp = "WebP"
    /// HEIC/HEIF, the iPhone camera default: recognised, not decoded.
    case heic = "HEIC"
    /// BMP: recognised, not decoded.
    case bmp = "BMP"
    /// TIFF: recognised, not decoded.
    case tiff = "TIFF"
    /// PDF: recognised, not decoded.
    case pdf = "PDF"

    /// Whether ``ImageDecoder`` can read this format.
    public var isDecodable: Bool { self == .png || self == .jpeg }

    /// Recognises the format from a file's first bytes; `nil` when it is none of these.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(16))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF8".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftyp".utf8), at: 4) && ["heic", "heix", "mif1", "msf1", "heim", "heis", "hevc"]
            .contains(where: { starts(Array($0.utf8), at: 8) }) {
            self = .heic
        } else if starts(Array("BM".utf8)) {
            self = .bmp
        } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            self = .tiff
        } else if starts(Array("%PDF".utf8)) {
            self = .pdf
        } else {
            return nil
        }
    }
}
