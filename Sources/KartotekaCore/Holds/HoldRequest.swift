/// A hold to place: who, what (a title, or one copy of it), and where the reader will pick it up.
public struct HoldRequest: Sendable, Hashable {
    /// What a hold is of.
    public enum Target: Sendable, Hashable {
        /// Any copy of a title.
        case title(TitleID)
        /// One copy.
        case copy(InventoryNumber)
    }

    /// The reader.
    public var ticketNumber: TicketNumber
    /// What is held.
    public var target: Target
    /// The branch to pick it up at; `nil`: the main branch (or the branch of the one copy held).
    public var pickupBranch: BranchCode?
    /// Whether the reader places it themselves, in the self-service catalogue.
    public var byReader: Bool

    /// Creates a request.
    public init(ticketNumber: TicketNumber, target: Target, pickupBranch: BranchCode? = nil, byReader: Bool = false) {
        self.ticketNumber = ticketNumber
        self.target = target
        self.pickupBranch = pickupBranch
        self.byReader = byReader
    }

    /// What to give when a request names neither a title nor a copy, or both.
    public static var targetRule: Bilingual { Bilingual { $0.holdTargetRule } }
}
