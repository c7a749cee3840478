import KartotekaCore
import KartotekaWire

extension AccountingDesk {
    /// Every line of the inventory book a query names, page after page (the query's own page is
    /// not used).
    func wholeInventoryBook(_ query: InventoryBookQuery) throws -> [InventoryBookEntryResource] {
        var query = query
        query.page = PageRequest(offset: 0, limit: PageRequest.maximumLimit)
        var lines: [InventoryBookEntryResource] = []
        while true {
            let part = try inventoryBook(query)
            lines += part.items
            guard part.hasMore else { return lines }
            query.page.offset += query.page.limit
        }
    }
}
