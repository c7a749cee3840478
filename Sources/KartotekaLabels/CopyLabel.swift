import KartotekaCore

/// The label stuck in a copy: a QR of the book card with the inventory number, the number in
/// large type, optionally its Code 128 barcode, and a short author and title line.
public struct CopyLabel: Sendable, Hashable {
    /// The title the copy belongs to.
    public var title: Title
    /// The copy's inventory number.
    public var inventoryNumber: InventoryNumber
    /// Whether to print a Code 128 barcode of the number (left out when the number has
    /// characters Code 128 cannot carry, such as Cyrillic letters, or the label is too narrow).
    public var showsBarcode: Bool
    /// The library's name, printed under the title (the copy's owner); none when empty.
    public var libraryName: String

    /// Creates a label.
    public init(title: Title, inventoryNumber: InventoryNumber, showsBarcode: Bool = true, libraryName: String = "") {
        self.libraryName = libraryName
        self.title = title
        self.inventoryNumber = inventoryNumber
        self.showsBarcode = showsBarcode
    }

    /// The text in the QR code: the book card of the title with `Инвентарный номер`.
    public var qrText: String {
        BookCard(title: title, inventoryNumber: inventoryNumber).text()
    }

    var face: LabelFace {
        LabelFace(qrText: qrText, headline: inventoryNumber.rawValue,
                  barcodeText: showsBarcode ? inventoryNumber.rawValue : nil,
                  caption: [title.firstAuthor?.shortForm ?? "", title.title, Self.shownMark(title.ageMark), libraryName].filter { !$0.isEmpty })
    }

    /// The age mark a label shows: a category (`16+`), not «не маркируется» or «не определено».
    static func shownMark(_ mark: String) -> String {
        AgeMark(parsing: mark)?.minimumAge == nil ? "" : mark
    }
}
