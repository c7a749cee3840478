/// Which pages of the inventory book to show: a range of inventory numbers, a span of receipt
/// days, one branch's fund.
public struct InventoryBookQuery: Sendable, Hashable {
    /// The first inventory number shown.
    public var inventoryFrom: InventoryNumber?
    /// The last inventory number shown.
    public var inventoryTo: InventoryNumber?
    /// Copies received on or after this day.
    public var receivedFrom: Day?
    /// Copies received on or before this day.
    public var receivedTo: Day?
    /// Copies of this branch's fund only.
    public var branch: BranchCode?
    /// Copies of this batch only.
    public var receipt: YearlyNumber?
    /// Which slice.
    public var page: PageRequest

    /// Creates a query; by default the whole book from its first line.
    public init(inventoryFrom: InventoryNumber? = nil, inventoryTo: InventoryNumber? = nil, receivedFrom: Day? = nil,
                receivedTo: Day? = nil, branch: BranchCode? = nil, receipt: YearlyNumber? = nil, page: PageRequest = PageRequest()) {
        self.inventoryFrom = inventoryFrom
        self.inventoryTo = inventoryTo
        self.receivedFrom = receivedFrom
        self.receivedTo = receivedTo
        self.branch = branch
        self.receipt = receipt
        self.page = page
    }
}
