import KartotekaCore

/// Why an image gave no codes, in words the person at the desk can act on.
public enum ScanError: KartotekaError, Equatable {
    /// No bytes arrived.
    case emptyImage
    /// The image file could not be read (missing, no permission); the path is given.
    case unreadableFile(String)
    /// The bytes are not an image Kartoteka recognises.
    case notAnImage
    /// A recognised image format that is not decoded (HEIC, WebP, GIF…); PNG and JPEG are.
    case unsupportedFormat(ImageFormat)
    /// More pixels (or bytes) than the configured limit.
    case imageTooLarge(width: Int, height: Int, maximumPixels: Int)
    /// The file is larger than the configured byte limit.
    case fileTooLarge(bytes: Int, maximumBytes: Int)
    /// A PNG or JPEG that cannot be decoded (cut short, damaged). The detail is the library's
    /// message, for logs; it is not shown to people.
    case damagedImage(ImageFormat, detail: String)
    /// The image was read but no barcode or QR code was found in it.
    case noCodeFound
    /// ZBar itself failed (out of memory); not the image's fault.
    case scannerFailed

    /// A stable machine-readable code.
    public var code: String {
        switch self {
        case .emptyImage: "image_empty"
        case .unreadableFile: "image_unreadable"
        case .notAnImage: "not_an_image"
        case .unsupportedFormat: "image_format_unsupported"
        case .imageTooLarge, .fileTooLarge: "image_too_large"
        case .damagedImage: "image_damaged"
        case .noCodeFound: "no_code_found"
        case .scannerFailed: "scanner_failed"
        }
    }

    /// The kind of failure, for statuses and exit codes.
    public var kind: FailureKind {
        self == .scannerFailed ? .unavailable : .invalidInput
    }

    /// The message, in Russian and English.
    public var message: Bilingual {
        switch self {
        case .emptyImage:
            Bilingual { $0.emptyImage }
        case .unreadableFile(let path):
            Bilingual { $0.imageFileUnreadable(path) }
        case .notAnImage:
            Bilingual { $0.notAnImage }
        case .unsupportedFormat(let format):
            Bilingual { $0.unsupportedFormat(format) }
        case .imageTooLarge(let width, let height, let maximumPixels):
            Bilingual { $0.imageTooLarge(width: width, height: height, maximumPixels: maximumPixels) }
        case .fileTooLarge(let bytes, let maximumBytes):
            Bilingual { $0.imageFileTooLarge(megabytes: bytes / 1_048_576, maximumMegabytes: maximumBytes / 1_048_576) }
        case .damagedImage(let format, _):
            Bilingual { $0.imageDamaged(format) }
        case .noCodeFound:
            Bilingual { $0.noCodeFound }
        case .scannerFailed:
            Bilingual { $0.scannerFailed }
        }
    }

    /// A pixel count in megapixels with one decimal at most, `separator` before it: `50`, `12,5`.
    static func megapixels(_ pixels: Int, separator: String) -> String {
        let tenths = (pixels + 50_000) / 100_000
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10)\(separator)\(tenths % 10)"
    }
}
