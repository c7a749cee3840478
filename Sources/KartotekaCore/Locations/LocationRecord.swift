/// A stored location with its id.
public struct LocationRecord: Sendable, Hashable, Codable {
    /// The location's id.
    public let id: LocationID
    /// The location.
    public var location: Location
    /// The branch it shows, when it shows one: then it follows the branch, and is changed or
    /// removed through it.
    public var branch: BranchCode?

    /// Creates a record.
    public init(id: LocationID, location: Location, branch: BranchCode? = nil) {
        self.id = id
        self.location = location
        self.branch = branch
    }
}
