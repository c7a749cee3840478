/// Which holds to list: a reader's, a title's, those to be picked up at a branch; in force only,
/// waiting on the shelf only, or all; newest first except the queue, which is in its order.
public struct HoldQuery: Sendable, Hashable {
    /// Which holds by where they stand.
    public typealias Scope = HoldListScope

    /// Only this reader's.
    public var ticketNumber: TicketNumber?
    /// Only this title's.
    public var titleID: TitleID?
    /// Only those to be picked up at this branch.
    public var pickupBranch: BranchCode?
    /// Which by where they stand.
    public var scope: Scope
    /// The slice.
    public var page: PageRequest

    /// Creates a query; holds in force by default.
    public init(ticketNumber: TicketNumber? = nil, titleID: TitleID? = nil, pickupBranch: BranchCode? = nil, scope: Scope = .active,
                page: PageRequest = PageRequest()) {
        self.ticketNumber = ticketNumber
        self.titleID = titleID
        self.pickupBranch = pickupBranch
        self.scope = scope
        self.page = page
    }
}
