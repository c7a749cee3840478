import KartotekaValues

extension StocktakeInput: SchemaDescribed {
    public static let schema = Schema<StocktakeInput>.input(
        "StocktakeInput", "What a stock check covers; nothing is the whole fund.",
        [
            .init("branch", \.branch, "A branch's code: its fund."), .init("storagePlace", \.storagePlace),
            .init("inventoryFrom", \.inventoryFrom), .init("inventoryTo", \.inventoryTo),
        ])
}

extension StocktakeScanInput: SchemaDescribed {
    public static let schema = Schema<StocktakeScanInput>.input(
        "StocktakeScanInput", "Inventory numbers (or barcodes) scanned.", [.init("inventoryNumbers", \.inventoryNumbers)],
        example: ["inventoryNumbers": ["1001", "1002"]])
}
