extension PageRequest {
    /// Every item a paged list holds, read page after page of the largest size: `fetch` reads
    /// the page asked for. `limit` (when given) is the most items wanted and what to throw past
    /// it, so that a list is never cut short without a word.
    public static func everyItem<Item>(upTo limit: (count: Int, refusal: any Error)? = nil,
                                       _ fetch: (PageRequest) throws -> Page<Item>) throws -> [Item] {
        var items: [Item] = []
        var page = PageRequest(offset: 0, limit: maximumLimit)
        while true {
            let part = try fetch(page)
            items += part.items
            guard part.hasMore else { return items }
            if let limit, items.count >= limit.count { throw limit.refusal }
            page.offset += page.limit
        }
    }
}
