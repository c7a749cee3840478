/// Which part of the fund a stock check covers: a branch's fund, a storage place, a range of
/// inventory numbers — any of them together, or the whole fund.
public struct StocktakeScope: Sendable, Hashable, Codable {
    /// The branch whose fund is checked (the copies it owns).
    public var branch: BranchCode?
    /// The storage place checked (910^D).
    public var storagePlace: String?
    /// The first inventory number of the range.
    public var inventoryFrom: InventoryNumber?
    /// The last inventory number of the range.
    public var inventoryTo: InventoryNumber?

    /// Creates a scope; the whole fund by default.
    public init(branch: BranchCode? = nil, storagePlace: String? = nil, inventoryFrom: InventoryNumber? = nil,
                inventoryTo: InventoryNumber? = nil) {
        self.branch = branch
        let place = storagePlace?.collapsedWhitespace ?? ""
        self.storagePlace = place.isEmpty ? nil : place
        self.inventoryFrom = inventoryFrom
        self.inventoryTo = inventoryTo
    }

    /// Checks a range that runs the wrong way round, and a place over its limit.
    public func validated() throws(ValidationError) -> StocktakeScope {
        var problems = ProblemCollector()
        if inventoryRange.isBackwards, let from = inventoryFrom, let to = inventoryTo {
            problems.add("inventoryTo", Bilingual { $0.inventoryRangeBackwards(from, to) })
        }
        if let place = storagePlace, FieldLimits.exceeds(place, FieldLimits.storagePlace) {
            problems.add("storagePlace", FieldLimits.tooLong(limit: FieldLimits.storagePlace))
        }
        try problems.throwIfAny()
        return self
    }

    /// The range of inventory numbers checked, in their natural order.
    public var inventoryRange: InventoryKeyRange {
        InventoryKeyRange(from: inventoryFrom, to: inventoryTo)
    }

    /// Whether an inventory number falls in the range (any, without one), in the natural order
    /// of inventory numbers (plain numbers by value and first, `У1-2` before `У1-10`).
    public func covers(_ number: InventoryNumber) -> Bool {
        inventoryRange.contains(number)
    }
}
