/// Where a copy belongs and where it is: its home branch owns it; it may sit at another branch
/// (returned there) or be on its way between them.
public struct CopyPlacement: Sendable, Hashable, Codable {
    /// The branch that owns the copy.
    public var home: BranchCode
    /// The branch where the copy is (or that sent it, while it travels).
    public var current: BranchCode
    /// Where the copy is on its way to, while it travels.
    public var travellingTo: BranchCode?

    /// Creates a placement.
    public init(home: BranchCode, current: BranchCode, travellingTo: BranchCode? = nil) {
        self.home = home
        self.current = current
        self.travellingTo = travellingTo
    }

    /// Whether the copy is away from its home branch or on its way somewhere.
    public var isAway: Bool { current != home || travellingTo != nil }
}
