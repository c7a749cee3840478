/// Which transfers to list.
public struct TransferQuery: Sendable, Hashable {
    /// Only those still on their way.
    public var openOnly: Bool
    /// Only those from or to this branch.
    public var branch: BranchCode?
    /// Which slice.
    public var page: PageRequest

    /// Creates a query; by default the open ones everywhere.
    public init(openOnly: Bool = true, branch: BranchCode? = nil, page: PageRequest = PageRequest()) {
        self.openOnly = openOnly
        self.branch = branch
        self.page = page
    }
}
