import KartotekaCore

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

    /// The resource for a page, converting each item.
    public init<Source>(_ page: Page<Source>, _ transform: (Source) -> Item) {
        items = page.items.map(transform)
        offset = page.offset
        limit = page.limit
        hasMore = page.hasMore
    }
}
