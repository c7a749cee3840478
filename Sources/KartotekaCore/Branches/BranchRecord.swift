import Foundation

/// A stored branch.
public struct BranchRecord: Sendable, Hashable, Codable {
    /// Its id.
    public let id: BranchID
    /// The branch.
    public var branch: Branch
    /// Whether it is the library's main branch: the first one, which cannot be removed, where
    /// copies and desks belong unless told otherwise.
    public var isMain: Bool
    /// When it was added.
    public let createdAt: Date
    /// When it was last changed.
    public var updatedAt: Date
    /// The library location that shows it in the book's `/locations`, while it is shown there:
    /// its street address is the branch's, kept in step with it.
    public var location: LocationRecord?

    /// Creates a record.
    public init(id: BranchID, branch: Branch, isMain: Bool, createdAt: Date, updatedAt: Date, location: LocationRecord? = nil) {
        self.id = id
        self.branch = branch
        self.isMain = isMain
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.location = location
    }

    /// Its code.
    public var code: BranchCode { branch.code }
}
