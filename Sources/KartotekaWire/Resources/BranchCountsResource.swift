import KartotekaValues

/// How a title's copies stand at one branch, as the API shows it: on the shelf there, on loan
/// from there, on their way there.
public struct BranchCountsResource: Codable, Sendable, Hashable {
    /// The branch's code.
    public var branch: String = ""
    /// The branch's name.
    public var name: String = ""
    /// Copies standing on its shelves, to be lent there.
    public var onShelf: Int = 0
    /// Copies lent there and not back yet.
    public var onLoan: Int = 0
    /// Copies on their way to it from another branch.
    public var inTransit: Int = 0

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}
