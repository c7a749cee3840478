/// How a title's copies stand at one branch: how many are on the shelf there, out on loan from
/// there, and on their way there from another branch. Each copy counts once, at one branch (a
/// travelling copy at the branch it goes to); lost, written-off and bindery copies not at all.
public struct BranchCopyCounts: Sendable, Hashable, Codable {
    /// The branch's code.
    public var branch: BranchCode
    /// The branch's name.
    public var branchName: String
    /// Copies standing on its shelves, to be lent there.
    public var onShelf: Int
    /// Copies lent there and not back yet.
    public var onLoan: Int
    /// Copies on their way to it.
    public var inTransit: Int

    /// Creates the counts.
    public init(branch: BranchCode, branchName: String, onShelf: Int, onLoan: Int, inTransit: Int) {
        self.branch = branch
        self.branchName = branchName
        self.onShelf = onShelf
        self.onLoan = onLoan
        self.inTransit = inTransit
    }
}
