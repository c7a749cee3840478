/// A stored location with its id.
public struct LocationRecord: Sendable, Hashable, Codable {
    /// The location's id.
    public let id: LocationID
    /// The location.
    public var location: Location

    /// Creates a record.
    public init(id: LocationID, location: Location) {
        self.id = id
        self.location = location
    }
}
