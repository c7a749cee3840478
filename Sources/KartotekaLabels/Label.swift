import KartotekaCore

/// One label on a sheet.
public enum Label: Sendable, Hashable {
    /// A copy's label.
    case copy(CopyLabel)
    /// A reader's ticket label.
    case readerTicket(ReaderTicketLabel)
    /// A spine label with the shelf code.
    case spine(SpineLabel)

    /// A copy's label, or its spine label when `spine`.
    public static func of(copy inventoryNumber: InventoryNumber, of title: Title, libraryName: String, spine: Bool) -> Label {
        spine ? .spine(SpineLabel(title: title, inventoryNumber: inventoryNumber))
              : .copy(CopyLabel(title: title, inventoryNumber: inventoryNumber, libraryName: libraryName))
    }

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
