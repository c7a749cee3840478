import KartotekaCore

extension SpineLabel {
    /// The label of a copy of `title`.
    public init(title: Title, inventoryNumber: InventoryNumber) {
        self.init(bbk: title.bbk, authorSign: title.authorSign, inventoryNumber: inventoryNumber)
    }

    /// The lines, largest first: the shelf code's two parts (those there are), then the number.
    var lines: [String] {
        [bbk, authorSign].filter { !$0.isEmpty } + [inventoryNumber.rawValue]
    }
}
