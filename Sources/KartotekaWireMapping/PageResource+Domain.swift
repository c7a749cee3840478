import KartotekaCore
import KartotekaWire

extension PageResource {
    /// The resource for a page, converting each item.
    public init<Source>(_ page: Page<Source>, _ transform: (Source) -> Item) {
        self.init(items: page.items.map(transform), offset: page.offset, limit: page.limit, hasMore: page.hasMore)
    }
}
