import KartotekaCore

extension CopyLabel {
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
