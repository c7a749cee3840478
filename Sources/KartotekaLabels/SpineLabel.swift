import KartotekaCore

/// A spine label (корешковая этикетка): the shelf code (шифр) a book stands by — its BBK index over
/// its author sign — in large type, centred, with the inventory number small under them; no code
/// to scan. Printed on the small stock (4 × 10, 48.5 × 25.4 mm) the copy labels use too.
public struct SpineLabel: Sendable, Hashable {
    /// The BBK index: `84(2Рос=Рус)1`.
    public var bbk: String
    /// The author sign: `Л49`.
    public var authorSign: String
    /// The copy's inventory number.
    public var inventoryNumber: InventoryNumber

    /// Creates a label.
    public init(bbk: String, authorSign: String, inventoryNumber: InventoryNumber) {
        self.bbk = bbk
        self.authorSign = authorSign
        self.inventoryNumber = inventoryNumber
    }

    /// The label of a copy of `title`.
    public init(title: Title, inventoryNumber: InventoryNumber) {
        self.init(bbk: title.bbk, authorSign: title.authorSign, inventoryNumber: inventoryNumber)
    }

    /// The lines, largest first: the shelf code's two parts (those there are), then the number.
    var lines: [String] {
        [bbk, authorSign].filter { !$0.isEmpty } + [inventoryNumber.rawValue]
    }
}
