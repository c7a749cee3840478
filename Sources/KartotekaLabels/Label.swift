/// One label on a sheet.
public enum Label: Sendable, Hashable {
    /// A copy's label.
    case copy(CopyLabel)
    /// A reader's ticket label.
    case readerTicket(ReaderTicketLabel)

    /// The text its QR code carries.
    public var qrText: String {
        face.qrText
    }

    var face: LabelFace {
        switch self {
        case .copy(let label): label.face
        case .readerTicket(let label): label.face
        }
    }
}

/// What every label shows, whatever it is for.
struct LabelFace: Sendable, Hashable {
    var qrText: String
    var headline: String
    var barcodeText: String?
    var caption: [String]
}
