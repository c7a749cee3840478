/// Which receipts to list: of a year, or the open ones (those copies may still join).
public struct ReceiptQuery: Sendable, Hashable {
    /// Only this year's.
    public var year: Int?
    /// Only those still open.
    public var openOnly: Bool
    /// Which slice.
    public var page: PageRequest

    /// Creates a query; by default every receipt, newest first.
    public init(year: Int? = nil, openOnly: Bool = false, page: PageRequest = PageRequest()) {
        self.year = year
        self.openOnly = openOnly
        self.page = page
    }
}
