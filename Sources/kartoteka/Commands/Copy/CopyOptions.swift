import KartotekaCore

/// Options of the commands that name one copy.
enum CopyOptions {
    /// `--inventory N`: the copy.
    static let inventory = Option<InventoryNumber>.inventoryNumber("inventory", \.inventoryOfTheCopyHelp)
}
