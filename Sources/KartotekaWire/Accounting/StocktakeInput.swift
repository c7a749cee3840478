import KartotekaCore

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

    /// The input for a scope.
    public init(_ scope: StocktakeScope) {
        self.init(branch: scope.branch?.rawValue, storagePlace: scope.storagePlace, inventoryFrom: scope.inventoryFrom?.rawValue,
                  inventoryTo: scope.inventoryTo?.rawValue)
    }

    /// The scope, checked: a code and numbers that are such, a range the right way round; every problem at once.
    public func validated() throws(ValidationError) -> StocktakeScope {
        var problems = ProblemCollector()
        func key<Key: NaturalKey>(_ text: String?, _ field: String, as: Key.Type) -> Key? {
            guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return problems.parse(field) { try Key(validating: text) }
        }
        let scope = StocktakeScope(branch: key(branch, "branch", as: BranchCode.self), storagePlace: storagePlace,
                                   inventoryFrom: key(inventoryFrom, "inventoryFrom", as: InventoryNumber.self),
                                   inventoryTo: key(inventoryTo, "inventoryTo", as: InventoryNumber.self))
        try problems.throwIfAny()
        return try scope.validated()
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
