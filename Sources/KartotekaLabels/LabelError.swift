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
            Bilingual { $0.nothingToEncode }
        case .textContainsNul:
            Bilingual { $0.textHasNUL }
        case .textTooLongForQR(let bytes):
            Bilingual { $0.textTooLongForQR(bytes: bytes) }
        case .notEncodableInCode128(let character):
            Bilingual { $0.characterNotInCode128(character) }
        case .layoutDoesNotFit(let problem):
            switch problem {
            case .emptyGrid:
                Bilingual { $0.emptyLayout }
            case .tooWide(let overrun):
                Bilingual { $0.labelsTooWide(byMillimetres: overrun) }
            case .tooTall(let overrun):
                Bilingual { $0.labelsTooTall(byMillimetres: overrun) }
            case .startsOffPage:
                Bilingual { $0.firstLabelOffSheet }
            }
        case .encoderFailed:
            Bilingual { $0.qrEncodingFailed }
        }
    }
}
