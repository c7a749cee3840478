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
            Bilingual(ru: "Изображение не получено: файл пуст.", en: "No image arrived: the file is empty.")
        case .unreadableFile(let path):
            Bilingual(ru: "Не удаётся прочитать файл изображения «\(path)».",
                      en: "Cannot read the image file “\(path)”.")
        case .notAnImage:
            Bilingual(ru: "Это не изображение. Пришлите фотографию или снимок экрана в формате JPEG или PNG.",
                      en: "This is not an image. Send a photo or screenshot as JPEG or PNG.")
        case .unsupportedFormat(let format):
            Bilingual(ru: "Формат \(format.rawValue) не поддерживается. Сохраните снимок как JPEG или PNG"
                          + (format == .heic ? " (в настройках камеры iPhone: «Наиболее совместимый»)." : "."),
                      en: "\(format.rawValue) images are not supported. Save the picture as JPEG or PNG"
                          + (format == .heic ? " (iPhone camera settings: “Most Compatible”)." : "."))
        case .imageTooLarge(let width, let height, let maximumPixels):
            Bilingual(ru: "Изображение слишком большое: \(width)×\(height) точек, допустимо не больше "
                          + "\(Self.megapixels(maximumPixels, separator: ",")) Мп. Уменьшите снимок.",
                      en: "The image is too large: \(width)×\(height) pixels, at most "
                          + "\(Self.megapixels(maximumPixels, separator: ".")) MP allowed. Make it smaller.")
        case .fileTooLarge(let bytes, let maximumBytes):
            Bilingual(ru: "Файл слишком большой: \(bytes / 1_048_576) МБ, допустимо не больше \(maximumBytes / 1_048_576) МБ.",
                      en: "The file is too large: \(bytes / 1_048_576) MB, at most \(maximumBytes / 1_048_576) MB allowed.")
        case .damagedImage(let format, _):
            Bilingual(ru: "Файл \(format.rawValue) повреждён или обрезан: его не удаётся прочитать. Сделайте снимок заново.",
                      en: "The \(format.rawValue) file is damaged or cut short and cannot be read. Take the picture again.")
        case .noCodeFound:
            Bilingual(ru: "На изображении не найден штрихкод или QR-код. Снимите код ближе, ровнее и при хорошем свете.",
                      en: "No barcode or QR code was found in the image. Take it closer, straighter and in good light.")
        case .scannerFailed:
            Bilingual(ru: "Сканер штрихкодов не смог обработать изображение. Повторите попытку.",
                      en: "The barcode scanner could not process the image. Try again.")
        }
    }

    private static func megapixels(_ pixels: Int, separator: String) -> String {
        let tenths = (pixels + 50_000) / 100_000
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10)\(separator)\(tenths % 10)"
    }
}
