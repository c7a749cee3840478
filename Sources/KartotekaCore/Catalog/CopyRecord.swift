import Foundation

extension CopyRecord {
    /// The copy's inventory number.
    public var inventoryNumber: InventoryNumber { copy.inventoryNumber }
}
