/// One label on a sheet.
public enum Label: Sendable, Hashable {
    /// A copy's label.
    case copy(CopyLabel)
    /// A reader's ticket label.
    case readerTicket(ReaderTicketLabel)
    /// A spine label with the shelf code.
    case spine(SpineLabel)

    /// The text its QR code carries.
    public var qrText: String {
        face.qrText
    }

    var face: LabelFace {
        switch self {
        case .copy(let label): label.face
        case .readerTicket(let label): label.face
        case .spine(let label): LabelFace(qrText: "", headline: "", barcodeText: nil, caption: [], centred: label.lines)
        }
    }
}

/// What every label shows, whatever it is for.
struct LabelFace: Sendable, Hashable {
    var qrText: String
    var headline: String
    var barcodeText: String?
    var caption: [String]
    /// Lines set centred, largest first, instead of a code and its caption (a spine label).
    var centred: [String] = []
}
