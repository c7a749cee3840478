import KartotekaValues

/// One page of a list, as the API shows it.
public struct PageResource<Item: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    public var items: [Item]
    public var offset: Int
    public var limit: Int
    /// Whether more items follow this page.
    public var hasMore: Bool

    /// A page of items as given.
    public init(items: [Item], offset: Int, limit: Int, hasMore: Bool) {
        self.items = items
        self.offset = offset
        self.limit = limit
        self.hasMore = hasMore
    }
}
