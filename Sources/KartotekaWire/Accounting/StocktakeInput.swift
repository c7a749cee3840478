import KartotekaValues

/// What a new stock check covers, as the API takes it: any of a branch's fund, a storage place
/// and a range of inventory numbers; nothing is the whole fund.
public struct StocktakeInput: Codable, Sendable, Hashable {
    public var branch: String?
    public var storagePlace: String?
    public var inventoryFrom: String?
    public var inventoryTo: String?

    /// Creates the input.
    public init(branch: String? = nil, storagePlace: String? = nil, inventoryFrom: String? = nil, inventoryTo: String? = nil) {
        self.branch = branch
        self.storagePlace = storagePlace
        self.inventoryFrom = inventoryFrom
        self.inventoryTo = inventoryTo
    }
}

/// Numbers to scan into a stock check, as the API takes them: inventory numbers or barcodes.
public struct StocktakeScanInput: Codable, Sendable, Hashable {
    public var inventoryNumbers: [String]

    /// Creates the input.
    public init(inventoryNumbers: [String]) {
        self.inventoryNumbers = inventoryNumbers
    }
}

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
