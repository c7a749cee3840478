/// Which slice of a long list to show.
public struct PageRequest: Sendable, Hashable {
    /// How many items to skip.
    public var offset: Int
    /// How many items to show (1…500).
    public var limit: Int

    /// The most items one page may hold.
    public static let maximumLimit = 500

    /// Creates a request; the limit is clamped to 1…500 and the offset to 0 or more.
    public init(offset: Int = 0, limit: Int = 50) {
        self.offset = max(0, offset)
        self.limit = min(max(1, limit), PageRequest.maximumLimit)
    }
}

/// One slice of a long list, and whether more follow.
public struct Page<Item: Sendable>: Sendable {
    /// The items of this page.
    public var items: [Item]
    /// The offset the page starts at.
    public var offset: Int
    /// The page size asked for.
    public var limit: Int
    /// Whether there are items after this page.
    public var hasMore: Bool

    /// Creates a page.
    public init(items: [Item], offset: Int, limit: Int, hasMore: Bool) {
        self.items = items
        self.offset = offset
        self.limit = limit
        self.hasMore = hasMore
    }

    /// Builds a page from up to `limit + 1` fetched items (the extra one only says "more follow").
    public init(fetched: [Item], request: PageRequest) {
        self.init(items: Array(fetched.prefix(request.limit)), offset: request.offset, limit: request.limit,
                  hasMore: fetched.count > request.limit)
    }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
