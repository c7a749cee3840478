import KartotekaCore

/// Why a code, label or sheet cannot be made.
public enum LabelError: KartotekaError, Equatable {
    /// Nothing to encode.
    case emptyText
    /// The text holds a NUL character, which QR text from libqrencode cannot carry.
    case textContainsNul
    /// The text is longer than the largest QR code holds at this error-correction level (bytes given).
    case textTooLongForQR(bytes: Int)
    /// A character Code 128 cannot carry (Code 128 B/C: printable ASCII only), e.g. Cyrillic.
    case notEncodableInCode128(Character)
    /// The grid does not fit on the page; the message says which way.
    case layoutDoesNotFit(LayoutProblem)
    /// libqrencode failed for another reason (out of memory).
    case encoderFailed

    /// What is wrong with a sheet layout.
    public enum LayoutProblem: Sendable, Equatable {
        /// Columns and rows must be at least 1, sizes above zero.
        case emptyGrid
        /// The labels, gaps, margin and offset run past the page's width (the overrun in mm).
        case tooWide(overrunMillimetres: Double)
        /// The labels, gaps, margin and offset run past the page's height (the overrun in mm).
        case tooTall(overrunMillimetres: Double)
        /// The first label would start off the page (a negative margin plus offset).
        case startsOffPage
    }

    /// A stable machine-readable code.
    public var code: String {
        switch self {
        case .emptyText, .textContainsNul, .textTooLongForQR, .notEncodableInCode128: "label_text_not_encodable"
        case .layoutDoesNotFit: "label_layout_does_not_fit"
        case .encoderFailed: "label_encoder_failed"
        }
    }

    /// The kind of failure, for statuses and exit codes.
    public var kind: FailureKind { self == .encoderFailed ? .unavailable : .invalidInput }

    /// The message, in Russian and English.
    public var message: Bilingual {
        switch self {
        case .emptyText:
            Bilingual(ru: "Нечего кодировать: текст пуст.", en: "Nothing to encode: the text is empty.")
        case .textContainsNul:
            Bilingual(ru: "Текст содержит нулевой символ, его нельзя поместить в QR-код.",
                      en: "The text contains a NUL character, which cannot go into a QR code.")
        case .textTooLongForQR(let bytes):
            Bilingual(ru: "Текст слишком длинный для QR-кода (\(bytes) байт). Сократите его.",
                      en: "The text is too long for a QR code (\(bytes) bytes). Shorten it.")
        case .notEncodableInCode128(let character):
            Bilingual(ru: "Знак «\(character)» нельзя закодировать в штрихкоде Code 128: допустимы латинские буквы, цифры и знаки ASCII.",
                      en: "The character “\(character)” cannot go into a Code 128 barcode: only ASCII letters, digits and signs can.")
        case .layoutDoesNotFit(let problem):
            switch problem {
            case .emptyGrid:
                Bilingual(ru: "В раскладке должно быть хотя бы по одной колонке и строке, а размеры этикеток — больше нуля.",
                          en: "The layout needs at least one column and row, and label sizes above zero.")
            case .tooWide(let overrun):
                Bilingual(ru: "Этикетки не помещаются по ширине листа A4: выходят за край на \(Self.millimetres(overrun, ",")) мм.",
                          en: "The labels do not fit the width of an A4 sheet: \(Self.millimetres(overrun, ".")) mm too wide.")
            case .tooTall(let overrun):
                Bilingual(ru: "Этикетки не помещаются по высоте листа A4: выходят за край на \(Self.millimetres(overrun, ",")) мм.",
                          en: "The labels do not fit the height of an A4 sheet: \(Self.millimetres(overrun, ".")) mm too tall.")
            case .startsOffPage:
                Bilingual(ru: "Поля и сдвиг выводят первую этикетку за край листа.",
                          en: "The margins and offset put the first label off the sheet.")
            }
        case .encoderFailed:
            Bilingual(ru: "Не удалось построить QR-код. Повторите попытку.", en: "The QR code could not be made. Try again.")
        }
    }

    private static func millimetres(_ value: Double, _ separator: String) -> String {
        Millimetres.text(value).replacingOccurrences(of: ".", with: separator)
    }
}
